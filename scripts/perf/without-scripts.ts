import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A page as HTML and CSS alone: every <script> element and module preload removed. Its LCP is
 * what the page would reach if no JavaScript ran at all.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
}

/** Copies a build, every HTML page stripped of its scripts. */
export function copyWithoutScripts(fromDir: string, toDir: string): void {
  rmSync(toDir, { recursive: true, force: true })
  cpSync(fromDir, toDir, { recursive: true })
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) visit(path)
      else if (name.endsWith('.html')) writeFileSync(path, withoutScripts(readFileSync(path, 'utf8')))
    }
  }
  visit(toDir)
}
