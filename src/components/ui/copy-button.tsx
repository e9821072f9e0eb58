import { Copy } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'

/**
 * Copies `text` and says so with the screen's own words; where the clipboard is refused, the
 * user selects the text by hand (`failed` says so).
 */
export function CopyButton({ text, label, copied, failed }: { text: string; label: string; copied: string; failed: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      onClick={() => navigator.clipboard.writeText(text).then(() => toast.success(copied), () => toast.error(failed))}
    >
      <Copy aria-hidden="true" />
      Copy
    </Button>
  )
}
