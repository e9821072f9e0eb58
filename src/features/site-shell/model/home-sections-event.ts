/** Fired on window when home sections that load on demand have rendered. */
export const HOME_SECTIONS_CHANGED = 'home-sections-changed'
