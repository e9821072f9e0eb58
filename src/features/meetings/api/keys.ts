/** Query keys of the meetings feature. */
export const meetingKeys = {
  all: ['meetings'] as const,
  ofInquiries: () => [...meetingKeys.all, 'inquiry'] as const,
  ofInquiry: (inquiryId: string) => [...meetingKeys.ofInquiries(), inquiryId] as const,
  unmatched: () => [...meetingKeys.all, 'unmatched'] as const,
  secrets: () => [...meetingKeys.all, 'secrets'] as const,
}
