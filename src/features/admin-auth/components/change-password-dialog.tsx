import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { ACCOUNT_MESSAGES } from '../model/admin-auth-messages'
import { NewPasswordForm } from './new-password-form'

/** "Change password" in the account menu: a new password for the signed-in member, in this session. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false)
  const onSaved = () => {
    toast.success(ACCOUNT_MESSAGES.passwordChanged)
    setOpen(false)
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="w-full justify-start">
          <KeyRound aria-hidden="true" />
          {ACCOUNT_MESSAGES.changeOpen}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ACCOUNT_MESSAGES.changeTitle}</DialogTitle>
          <DialogDescription>{ACCOUNT_MESSAGES.changeDescription}</DialogDescription>
        </DialogHeader>
        {/* Unmounted when closed, so the fields start empty each time. */}
        {open && (
          <NewPasswordForm
            idPrefix="change"
            submitLabel={ACCOUNT_MESSAGES.changeSubmit}
            onSaved={onSaved}
            actions={
              <DialogClose asChild>
                <Button variant="ghost">{ACCOUNT_MESSAGES.cancel}</Button>
              </DialogClose>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
