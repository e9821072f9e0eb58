import { MessageCircle } from 'lucide-react'
import { siteChatUrl } from '@/config/brand'

/** Spec: a floating button that opens the chat service in a new tab with the prefilled text. */
export function ChatButton() {
  return (
    <a
      href={siteChatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed bottom-5 right-5 z-30 grid size-14 place-items-center rounded-full bg-green-600 text-white shadow-lg shadow-green-900/40 transition-transform hover:scale-105 hover:bg-green-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  )
}
