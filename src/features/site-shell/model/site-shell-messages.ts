/** What the site's shell says to visitors. */
export const SITE_SHELL_MESSAGES = {
  /** The name of the bar under the header while the next page loads. */
  pageLoading: 'Loading the page',
} as const
