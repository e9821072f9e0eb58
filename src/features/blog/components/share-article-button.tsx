import { Share2 } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { SHARE_TEXTS } from '../model/blog-messages'

/**
 * Share Article: the device's share sheet (Web Share API) where there is one; elsewhere the
 * link is copied to the clipboard.
 */
export function ShareArticleButton({ title, text }: { title: string; text: string }) {
  async function share() {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(SHARE_TEXTS.copied)
    } catch {
      toast.error(SHARE_TEXTS.copyFailed)
    }
  }

  return (
    <Button variant="outline" size="sm" className="border-line-bold bg-transparent" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share Article
    </Button>
  )
}
