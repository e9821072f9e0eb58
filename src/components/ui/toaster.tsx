import { Toaster as Sonner, type ToasterProps } from 'sonner'

/**
 * The app's one toast region: hotkey Alt+T, region label 'Notifications'.
 * Components toast with `toast()` from sonner; services never do.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      theme="dark"
      richColors
      closeButton
      position="bottom-right"
      // Above the floating chat button (bottom-right, 56 px at 20 px), never over it.
      offset={{ bottom: 92, right: 20 }}
      mobileOffset={{ bottom: 92, right: 16, left: 16 }}
      {...props}
    />
  )
}
