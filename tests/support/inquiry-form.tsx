import type { ReactElement } from 'react'
import { renderAt } from './render'

/** An inquiry form on the home page, and the page it opens after a success. */
export function renderInquiryForm(form: ReactElement) {
  return renderAt('/', [
    { path: '/', element: form },
    { path: '/thank-you', element: <h1>Thank You page</h1> },
  ])
}
