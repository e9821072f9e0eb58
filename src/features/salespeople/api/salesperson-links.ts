import type { SalespersonLink } from '@/content/types'
import { NEVER_ABORTED, type DataClient } from '@/lib/data-client'
import { PG, ServiceError } from '@/lib/errors'
import { isRecord } from '@/lib/json'
import { LINK_INVALID_REASONS, type LinkInvalidReason, type LinkResolution } from '../model/link-resolution'
import { toSalespersonLink, toSalespersonLinkRow, type SalespersonLinkInput } from '../model/salesperson-mapping'
import { SALESPERSON_MESSAGES } from '../model/salespeople-messages'

function failure(message: string, error: { code: string; message: string }): ServiceError {
  // Salesperson errors are logged and rethrown.
  console.error(message, error)
  return new ServiceError(message, { code: error.code, cause: error })
}

export async function listSalespersonLinks(client: DataClient, signal: AbortSignal = NEVER_ABORTED): Promise<SalespersonLink[]> {
  const { data, error } = await client.from('salesperson_links').select('*').order('created_at', { ascending: false }).abortSignal(signal)
  if (error) throw failure(SALESPERSON_MESSAGES.load, error)
  return data.map(toSalespersonLink)
}

function saveFailure(error: { code: string; message: string }) {
  return failure(error.code === PG.uniqueViolation ? SALESPERSON_MESSAGES.nameTaken : SALESPERSON_MESSAGES.save, error)
}

export async function createSalespersonLink(client: DataClient, input: SalespersonLinkInput): Promise<SalespersonLink> {
  const { data, error } = await client.from('salesperson_links').insert(toSalespersonLinkRow(input)).select('*').single()
  if (error) throw saveFailure(error)
  return toSalespersonLink(data)
}

export async function updateSalespersonLink(
  client: DataClient,
  id: string,
  input: SalespersonLinkInput,
): Promise<SalespersonLink> {
  const { data, error } = await client
    .from('salesperson_links')
    .update(toSalespersonLinkRow(input))
    .eq('id', id)
    .select('*')
    .single()
  if (error) throw saveFailure(error)
  return toSalespersonLink(data)
}

export async function deleteSalespersonLink(client: DataClient, id: string): Promise<void> {
  const { error } = await client.from('salesperson_links').delete().eq('id', id)
  if (error) throw failure(SALESPERSON_MESSAGES.delete, error)
}

/**
 * Checks a referral link through rpc/resolve_salesperson_link; visitors never read the table.
 * Throws only when the database cannot answer (the caller does not retry).
 */
export async function resolveSalespersonLink(client: DataClient, name: string, service: string, signal: AbortSignal = NEVER_ABORTED): Promise<LinkResolution> {
  const { data, error } = await client.rpc('resolve_salesperson_link', { salesperson_name: name, service_id: service }).abortSignal(signal)
  if (error) throw failure(SALESPERSON_MESSAGES.resolve, error)
  if (isRecord(data) && data.valid === true) {
    return { valid: true, displayName: String(data.display_name ?? ''), email: String(data.email ?? '') }
  }
  const reason = isRecord(data) ? data.reason : undefined
  return {
    valid: false,
    reason: LINK_INVALID_REASONS.includes(reason as LinkInvalidReason)
      ? (reason as LinkInvalidReason)
      : 'Salesperson not found or inactive',
  }
}
