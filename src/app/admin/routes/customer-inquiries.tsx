/** Placeholder until the back-office work fills this route. */
export function AdminInquiriesRoute() {
  return <h1 className="text-2xl font-bold">Customer Inquiries</h1>
}
