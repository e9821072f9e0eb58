import { CopyButton as SharedCopyButton } from '@/components/ui/copy-button'
import { CONVERSION_MESSAGES } from '../model/conversion-admin-messages'

/** Copies `text`, saying so; where the clipboard is refused, the admin selects it by hand. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return <SharedCopyButton text={text} label={label} copied={CONVERSION_MESSAGES.tokenCopied} failed={CONVERSION_MESSAGES.copyFailed} />
}
