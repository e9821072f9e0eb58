import { Copy } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { CONVERSION_MESSAGES } from '../model/conversion-admin-messages'

/** Copies `text`, saying so; where the clipboard is refused, the admin selects it by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => toast.success(CONVERSION_MESSAGES.tokenCopied),
          () => toast.error(CONVERSION_MESSAGES.copyFailed),
        )
      }
    >
      <Copy aria-hidden="true" />
      Copy
    </Button>
  )
}
