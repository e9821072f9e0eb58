import { chatUrl, company, DEFAULT_BRAND_NAME } from '@/content/company'
import { env } from './env'

/** The brand shown across the site: the environment may override the default, so a rebrand needs no code. */
export const brandName: string = env.VITE_BRAND_NAME ?? DEFAULT_BRAND_NAME

/** Digits of the chat number behind the floating chat button and the contact cards. */
export const chatNumber: string = env.VITE_CHAT_NUMBER ?? company.chatNumber

/** The site's chat link, prefilled with the visitor's opening line. */
export const siteChatUrl: string = chatUrl(chatNumber)

/** "Page | Brand", the shape of every public page title. */
export function pageTitle(page: string): string {
  return `${page} | ${brandName}`
}

/**
 * Static texts name the default brand; a deployment with its own brand name shows that instead.
 */
export function withBrand(text: string): string {
  return brandName === DEFAULT_BRAND_NAME ? text : text.replaceAll(DEFAULT_BRAND_NAME, brandName)
}
