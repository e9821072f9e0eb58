/**
 * Content the floating chat button must never cover (the home hero's figures, the home page's
 * choice of form) carries this attribute; form controls are kept clear without it.
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear-of-chat'
