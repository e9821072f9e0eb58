import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { truncateList } from '@/lib/admin-forms/list-items'

export interface AdminColumn<T> {
  header: string
  cell: (item: T) => ReactNode
  className?: string
}

export interface AdminDataListProps<T> {
  /** Names the table (and the card list) for screen readers. */
  caption: string
  items: readonly T[]
  rowKey: (item: T) => string
  /** The first column; on phones, each card's heading. */
  title: AdminColumn<T>
  columns: ReadonlyArray<AdminColumn<T>>
  actions: (item: T) => ReactNode
}

/**
 * A list screen's data: a table from 768 px up; below that, one card per row with the same
 * cells as labelled lines, so nothing (the actions least of all) hides off-screen.
 */
export function AdminDataList<T>({ caption, items, rowKey, title, columns, actions }: AdminDataListProps<T>) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-md border border-line md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {[title, ...columns].map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn('border-b border-line bg-surface-card/80 px-4 py-3 font-medium text-ink-muted', column.className)}
                >
                  {column.header}
                </th>
              ))}
              <th scope="col" className="border-b border-line bg-surface-card/80 px-4 py-3 text-right font-medium text-ink-muted">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={rowKey(item)} className="hover:bg-surface-tint/[0.02]">
                <td className={cn('border-b border-line-subtle px-4 py-3 align-top font-medium', title.className)}>{title.cell(item)}</td>
                {columns.map((column) => (
                  <td key={column.header} className={cn('border-b border-line-subtle px-4 py-3 align-top', column.className)}>
                    {column.cell(item)}
                  </td>
                ))}
                <td className="border-b border-line-subtle px-4 py-2 align-top">{actions(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {items.map((item) => (
          <li key={rowKey(item)} className="rounded-md border border-line bg-surface-card/40 p-4">
            <h3 className="font-medium">{title.cell(item)}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-muted-foreground">{column.header}</dt>
                  <dd className="min-w-0">{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 border-t border-line-subtle pt-2">{actions(item)}</div>
          </li>
        ))}
      </ul>
    </>
  )
}

/** "first N, then +M more" for the list columns (technologies, tags). */
export function TruncatedBadges({ items, max, empty }: { items: readonly string[]; max: number; empty: string }) {
  if (items.length === 0) return <span className="text-muted-foreground">{empty}</span>
  const { shown, more } = truncateList(items, max)
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((item) => (
        <span key={item} className="rounded-full border border-line bg-surface-raised px-2 py-0.5 text-xs text-ink-soft">
          {item}
        </span>
      ))}
      {more > 0 && <span className="px-1 py-0.5 text-xs text-ink-muted">+{more} more</span>}
    </div>
  )
}
