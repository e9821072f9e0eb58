import { useState } from 'react'
import { AdminDateRangePicker } from '@/features/inquiry-inbox/components/admin-date-range-picker'
import { presetRange } from '@/features/inquiry-inbox/model/date-presets'
import type { DateRange } from '@/features/inquiry-inbox/model/inquiry-filters'
import { SpeedToLeadCard } from '@/features/speed-to-lead/components/speed-to-lead-card'
import { SPEED_TO_LEAD_MESSAGES } from '@/features/speed-to-lead/model/speed-to-lead-admin-messages'

/**
 * The dashboard's speed-to-lead card, its period picked with the inquiries screen's date range
 * picker (the last 30 days until another is picked; a single day picked is that day).
 */
export function DashboardSpeedToLead() {
  const [range, setRange] = useState<DateRange | undefined>(() => presetRange('last-30-days'))
  const period = range?.from ? { from: range.from, to: range.to ?? range.from } : presetRange('last-30-days')
  return (
    <SpeedToLeadCard
      period={period}
      periodPicker={
        <>
          <span id="speed-period-label" className="sr-only">
            {SPEED_TO_LEAD_MESSAGES.periodLabel}
          </span>
          <AdminDateRangePicker id="speed-period" labelId="speed-period-label" value={range} onChange={setRange} />
        </>
      }
    />
  )
}
