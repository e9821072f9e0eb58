import type { ComponentPropsWithoutRef, CSSProperties, ElementType } from 'react'
import { clsx } from 'clsx'
import { useRevealOnScroll, type InViewOptions } from '@/hooks/use-in-view'

type FadeInProps<T extends ElementType> = InViewOptions & {
  as?: T
  /** Waits this long after the element comes into view (e.g. staggered cards). */
  delayMs?: number
} & Omit<ComponentPropsWithoutRef<T>, 'as'>

/**
 * Fades its content in once it is scrolled into view (threshold 0.1, with a margin per
 * section). What is on screen when the page opens shows at once, also in
 * prerendered HTML. Under prefers-reduced-motion the transition is instant (index.css).
 */
export function FadeIn<T extends ElementType = 'div'>({
  as,
  threshold = 0.1,
  rootMargin = '50px',
  delayMs = 0,
  className,
  style,
  ...props
}: FadeInProps<T>) {
  const Component: ElementType = as ?? 'div'
  const { ref, shown: inView } = useRevealOnScroll<HTMLElement>({ threshold, rootMargin })
  const transition: CSSProperties = delayMs ? { transitionDelay: `${delayMs}ms` } : {}
  return (
    <Component
      ref={ref}
      data-in-view={inView}
      className={clsx(
        'transition-[opacity,transform] duration-700 ease-out motion-reduce:transform-none',
        inView ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
        className,
      )}
      style={{ ...transition, ...(style as CSSProperties | undefined) }}
      {...props}
    />
  )
}
