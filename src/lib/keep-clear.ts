/** Content the floating chat button must never cover (the home hero's figures) carries this attribute. */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear-of-chat'
