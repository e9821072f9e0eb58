import { useHead } from './head/use-head'

/** A back-office page's title (and description); such pages are never indexed. */
export function useDocumentMeta(title: string, description?: string) {
  useHead({ title, description: description ?? '', noindex: true })
}
