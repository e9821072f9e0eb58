import { AlertTriangle } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useDestinationsNeedingAttention } from '../api/conversion-queries'
import { PLATFORM_SETTINGS_MESSAGES } from '../model/conversion-admin-messages'
import { PLATFORM_LABELS } from '../model/conversion-labels'

/**
 * Says which ad platform destinations need attention (the platform refused our token or API
 * version; their conversions wait, queued), on the dashboard and the Conversions screen.
 * Nothing while every destination works.
 */
export function DestinationAttentionNotice({ className }: { className?: string }) {
  const { data } = useDestinationsNeedingAttention()
  if (!data || data.length === 0) return null
  return (
    <div role="alert" className={cn('flex gap-2 rounded-md border border-warning-400/50 bg-warning-500/10 p-3 text-sm', className)}>
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning-200" aria-hidden="true" />
      <div className="space-y-1">
        {data.map((destination) => (
          <p key={destination.platform} className="font-medium">
            {PLATFORM_SETTINGS_MESSAGES.needsAttention(PLATFORM_LABELS[destination.platform])}
          </p>
        ))}
        <p className="text-muted-foreground">
          {PLATFORM_SETTINGS_MESSAGES.needsAttentionHelp}{' '}
          <Link to={paths.admin.conversions.to()} className="font-medium text-brand-300 hover:underline">
            Open Conversions
          </Link>
        </p>
      </div>
    </div>
  )
}
