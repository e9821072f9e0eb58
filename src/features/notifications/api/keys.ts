/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  destinations: () => [...notificationKeys.all, 'destinations'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  inquiries: () => [...notificationKeys.all, 'inquiry'] as const,
  forInquiry: (inquiryId: string) => [...notificationKeys.inquiries(), inquiryId] as const,
  health: () => [...notificationKeys.all, 'health'] as const,
}
