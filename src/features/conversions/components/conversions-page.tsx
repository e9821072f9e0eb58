import type { ReactNode } from 'react'
import { AdminInfoCard } from '@/components/admin/admin-info-card'
import { AdminPageHeader } from '@/components/admin/admin-page-header'
import { LoadFailed, LoadingRows } from '@/components/admin/load-states'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { useErrorToast } from '@/hooks/use-error-toast'
import { useDocumentMeta } from '@/lib/use-document-meta'
import { useConversionDestinations, useConversionSettings } from '../api/conversion-queries'
import { CONVERSION_MESSAGES, CONVERSIONS_PAGE_TEXT } from '../model/conversion-admin-messages'
import { ConversionDestinationCard } from './conversion-destination-card'
import { ConversionSettingsForm } from './conversion-settings-form'
import { ConversionTimingForm } from './conversion-timing-form'
import { DestinationAttentionNotice } from './destination-attention-notice'
import { GoogleFeedCard } from './google-feed-card'
import { PhoneCountrySettings } from './phone-country-settings'
import { RecentDeliveries } from './recent-deliveries'

/**
 * /admin/conversions: the revenue report (`report`, composed with the screen's period picker),
 * the settings, the Google Ads counting and deal value wait, the Google Ads feed, the API destinations with Send test event, and the recent
 * deliveries.
 */
export function ConversionsPage({ report }: { report: ReactNode }) {
  useDocumentMeta('Conversions | Admin')
  const settings = useConversionSettings()
  const destinations = useConversionDestinations()
  useErrorToast(settings.isError, 'conversion-settings-load', CONVERSION_MESSAGES.loadSettings)
  useErrorToast(destinations.isError, 'conversion-destinations-load', CONVERSION_MESSAGES.loadDestinations)

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={CONVERSIONS_PAGE_TEXT.title}
        subtitle={CONVERSIONS_PAGE_TEXT.subtitle}
        back={{ label: 'Back to Dashboard', to: paths.admin.dashboard.to() }}
      />

      <AdminInfoCard title="How it works">
        <p>
          Setting an inquiry to Contacted records a qualified lead; Converted records a won deal (and asks for its value). Each is
          sent once to every platform switched on below, and Google Ads fetches its feed daily. A won deal goes with its value:
          it waits until the deal value dialog is saved or skipped, or its wait is over. A lead reaches an ad platform only
          when its visitor granted advertising consent; each inquiry card shows where its conversions went.
        </p>
      </AdminInfoCard>

      <DestinationAttentionNotice />

      {report}

      <Card className="border-line bg-surface-card/60">
        <CardHeader>
          <h2 className="text-lg font-semibold">Settings</h2>
        </CardHeader>
        <CardContent>
          {settings.isPending ? (
            <LoadingRows label="Loading settings..." rows={2} />
          ) : settings.isError ? (
            <LoadFailed message={CONVERSION_MESSAGES.loadSettings} onRetry={() => settings.refetch()} retrying={settings.isFetching} />
          ) : (
            <ConversionSettingsForm settings={settings.data} />
          )}
        </CardContent>
      </Card>

      {settings.data && <ConversionTimingForm settings={settings.data} />}
      {settings.data && (
        <Card className="border-line bg-surface-card/60">
          <CardHeader>
            <h2 className="text-lg font-semibold">Phone numbers</h2>
            <p className="text-sm text-muted-foreground">Ad platforms match a phone only with its country code (E.164).</p>
          </CardHeader>
          <CardContent>
            <PhoneCountrySettings country={settings.data.phoneDefaultCountry} />
          </CardContent>
        </Card>
      )}

      {settings.data && <GoogleFeedCard supabaseUrl={env.VITE_SUPABASE_URL} tokenHint={settings.data.feedTokenHint} />}

      <Card className="border-line bg-surface-card/60">
        <CardHeader>
          <h2 className="text-lg font-semibold">Meta, GA4 and LinkedIn</h2>
          <p className="text-sm text-muted-foreground">Sent by API as soon as a stage is reached; secrets are never shown again.</p>
        </CardHeader>
        <CardContent>
          {destinations.isPending ? (
            <LoadingRows label="Loading destinations..." rows={3} />
          ) : destinations.isError ? (
            <LoadFailed message={CONVERSION_MESSAGES.loadDestinations} onRetry={() => destinations.refetch()} retrying={destinations.isFetching} />
          ) : (
            <ul className="space-y-4">
              {destinations.data.map((destination) => (
                <ConversionDestinationCard key={destination.platform} destination={destination} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <RecentDeliveries />
    </div>
  )
}
