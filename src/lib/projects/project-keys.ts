/** Query keys of projects, shared by the public portfolio pages and the editor; mutations invalidate `all`. */
export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (slugOrId: string) => [...projectKeys.all, 'detail', slugOrId] as const,
  count: () => [...projectKeys.all, 'count'] as const,
}
