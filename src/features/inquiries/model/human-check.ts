/**
 * The action the inquiry forms' Turnstile widget declares; Cloudflare returns it with the
 * verdict and the submit-verified-inquiry function accepts only tokens made for it, so a
 * token solved on another page or site cannot be spent on an inquiry.
 */
export const TURNSTILE_ACTION = 'inquiry'
