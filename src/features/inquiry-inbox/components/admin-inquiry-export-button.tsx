import { Download, Loader2 } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/download-file'
import { useInquiryExport } from '../api/admin-inquiry-queries'
import { csvFileName, inquiriesToCsv } from '../model/inquiry-csv'
import type { InquiryFilters } from '../model/inquiry-filters'
import { INQUIRY_MESSAGES } from '../model/inquiry-admin-messages'

const numberFormat = new Intl.NumberFormat('en-US')

/** Exports every inquiry the screen's filters match (all pages) as a CSV file. */
export function AdminInquiryExportButton({ filters }: { filters: InquiryFilters }) {
  const { readAll, progress } = useInquiryExport()

  const exportCsv = async () => {
    try {
      const inquiries = await readAll(filters)
      downloadFile(inquiriesToCsv(inquiries), csvFileName(), 'text/csv;charset=utf-8')
      toast.success(INQUIRY_MESSAGES.exported(numberFormat.format(inquiries.length), inquiries.length === 1))
    } catch (error) {
      toast.error(error instanceof Error ? error.message : INQUIRY_MESSAGES.exportFailed)
    }
  }

  return (
    <Button variant="outline" onClick={exportCsv} disabled={progress !== null}>
      {progress ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {progress
        ? `Exporting ${numberFormat.format(progress.read)}${progress.total ? ` of ${numberFormat.format(progress.total)}` : ''}...`
        : 'Export CSV'}
    </Button>
  )
}
