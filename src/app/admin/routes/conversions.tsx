import { useState } from 'react'
import { ConversionsPage } from '@/features/conversions/components/conversions-page'
import { RevenueReport } from '@/features/conversions/components/revenue-report'
import { AdminDateRangePicker } from '@/features/inquiry-inbox/components/admin-date-range-picker'
import { presetRange } from '@/features/inquiry-inbox/model/date-presets'
import type { DateRange } from '@/features/inquiry-inbox/model/inquiry-filters'

/**
 * The Conversions screen, its report's period picked with the inquiries screen's date range
 * picker (the last 30 days until another is picked; a single day picked is that day).
 */
export function AdminConversionsRoute() {
  const [range, setRange] = useState<DateRange | undefined>(() => presetRange('last-30-days'))
  const period = range?.from ? { from: range.from, to: range.to ?? range.from } : presetRange('last-30-days')
  return (
    <ConversionsPage
      report={
        <RevenueReport
          period={period}
          periodPicker={
            <>
              <span id="report-period-label" className="sr-only">
                Report period
              </span>
              <AdminDateRangePicker id="report-period" labelId="report-period-label" value={range} onChange={setRange} />
            </>
          }
        />
      }
    />
  )
}
