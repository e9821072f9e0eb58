import { describe, expectTypeOf, it } from 'vitest'
import type {
  DestinationKind as AppDestinationKind,
  NotificationEvent as AppNotificationEvent,
} from '@/features/notifications/model/notification-types'
import type {
  DestinationKind as FunctionDestinationKind,
  NotificationEvent as FunctionNotificationEvent,
} from '../../../../../../supabase/functions/_shared/notifications/types'

// The Edge Functions run under Deno and keep their own types, without the app's modules. The
// app's lists are the ones tied to the database's CHECK lists (tests/database/enumerations);
// these types must name the same values, which the typecheck in npm test proves.
describe('the delivery functions’ enumerations', () => {
  it('are the app’s destination kinds and notification events', () => {
    expectTypeOf<FunctionDestinationKind>().toEqualTypeOf<AppDestinationKind>()
    expectTypeOf<FunctionNotificationEvent>().toEqualTypeOf<AppNotificationEvent>()
  })
})
