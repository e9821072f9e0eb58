import { CalendarDays, X } from 'lucide-react'
import { useState } from 'react'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { cn } from '@/lib/cn'
import { DATE_PRESET_IDS, DATE_PRESET_LABELS, dateRangeLabel, presetRange, WEEK_STARTS_ON } from '../model/date-presets'
import type { DateRange } from '../model/inquiry-filters'
import './admin-date-range-picker.css'

interface AdminDateRangePickerProps {
  id: string
  /** The visible label's id: the button is named by it and by its own text (the range). */
  labelId?: string
  value: DateRange | undefined
  onChange: (range: DateRange | undefined) => void
  className?: string
}

/**
 * A button reading Pick a date range (or the range), opening the presets and a two-month
 * range calendar. Picking a preset closes it; days picked on the calendar keep it open so the
 * second day can follow.
 */
export function AdminDateRangePicker({ id, labelId, value, onChange, className }: AdminDateRangePickerProps) {
  const [open, setOpen] = useState(false)
  const hasRange = !!value?.from

  return (
    <div className={cn('flex gap-1', className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            aria-labelledby={labelId ? `${labelId} ${id}` : undefined}
            variant="outline"
            className={cn('w-full justify-start text-left font-normal', !hasRange && 'text-muted-foreground')}
          >
            <CalendarDays aria-hidden="true" />
            <span className="truncate">{dateRangeLabel(value)}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent
          aria-label="Choose a date range"
          align="start"
          className="max-h-[min(36rem,calc(100vh-6rem))] w-auto max-w-[calc(100vw-1rem)] overflow-auto p-0"
        >
          <div className="flex flex-col sm:flex-row">
            <div role="group" aria-label="Date presets" className="flex flex-wrap gap-1 border-b p-3 sm:w-40 sm:flex-col sm:border-b-0 sm:border-r">
              {DATE_PRESET_IDS.map((preset) => (
                <Button
                  key={preset}
                  variant="ghost"
                  size="sm"
                  className="justify-start"
                  onClick={() => {
                    onChange(presetRange(preset))
                    setOpen(false)
                  }}
                >
                  {DATE_PRESET_LABELS[preset]}
                </Button>
              ))}
            </div>
            <DayPicker
              className="admin-rdp p-3"
              mode="range"
              numberOfMonths={2}
              weekStartsOn={WEEK_STARTS_ON}
              defaultMonth={value?.from}
              selected={value?.from ? { from: value.from, to: value.to } : undefined}
              onSelect={(range) => onChange(range?.from ? { from: range.from, to: range.to } : undefined)}
            />
          </div>
        </PopoverContent>
      </Popover>
      {hasRange && (
        <Button variant="ghost" size="icon" aria-label="Clear date range" onClick={() => onChange(undefined)}>
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  )
}
