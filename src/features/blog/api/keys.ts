/** Query keys of the blog feature; mutations invalidate `all`. */
export const blogKeys = {
  all: ['blogs'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (slugOrId: string) => [...blogKeys.all, 'detail', slugOrId] as const,
  count: () => [...blogKeys.all, 'count'] as const,
}
