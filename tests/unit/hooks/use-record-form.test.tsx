// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useWatch } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { useRecordForm, type SavedToast } from '@/hooks/use-record-form'
import { REQUIRED_FIELD_MESSAGE, REQUIRED_FIELDS_MESSAGE, VALIDATION_TOAST_TITLE } from '@/lib/admin-forms/form-messages'
import { ServiceError } from '@/lib/errors'
import { z } from '@/lib/zod'
import { renderWithProviders } from '../../support/render'

const TAKEN = 'This name is already taken.'
const SAVE_FAILED = 'Something went wrong.'
const schema = z.object({ name: z.string().trim().min(1, REQUIRED_FIELD_MESSAGE) })
type Values = z.infer<typeof schema>

function NameForm({ save, onDone }: { save: (values: Values) => Promise<SavedToast | null>; onDone: () => void }) {
  const record = useRecordForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: 'acme' },
    onDone,
    conflict: { message: TAKEN, fallback: SAVE_FAILED },
  })
  const name = useWatch({ control: record.form.control, name: 'name' })
  const error = record.errors.name?.message ?? record.conflictError(name)
  const onSubmit = record.submit((values) => record.claim(values.name, () => save(values)))
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor="name">Name</label>
      <input id="name" {...record.form.register('name')} />
      {error && <p role="alert">{error}</p>}
      <button type="submit">Save</button>
      <button type="button" onClick={record.leave}>
        Cancel
      </button>
      {record.guardDialog}
    </form>
  )
}

function setup(save: (values: Values) => Promise<SavedToast | null>) {
  const onDone = vi.fn()
  const user = userEvent.setup()
  renderWithProviders(<NameForm save={save} onDone={onDone} />)
  return { user, onDone, field: screen.getByLabelText('Name') }
}

describe('the record form skeleton', () => {
  it('saves the valid values, toasts what the save returns and goes on', async () => {
    const save = vi.fn(async () => ({ title: 'Saved', description: 'The record has been saved.' }))
    const { user, onDone, field } = setup(save)
    await user.clear(field)
    await user.type(field, 'globex')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('The record has been saved.')).toBeInTheDocument()
    expect(save).toHaveBeenCalledWith({ name: 'globex' })
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('does not save invalid values: the field says what is wrong and a toast says what to do', async () => {
    const save = vi.fn(async () => ({ title: 'Saved' }))
    const { user, onDone, field } = setup(save)
    await user.clear(field)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(VALIDATION_TOAST_TITLE)).toBeInTheDocument()
    expect(screen.getByText(REQUIRED_FIELDS_MESSAGE)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED_FIELD_MESSAGE)
    expect(save).not.toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('marks the unique field while it shows the value the database refused, and keeps the form', async () => {
    const save = vi.fn(async (): Promise<SavedToast> => {
      throw new ServiceError(TAKEN, { code: '23505' })
    })
    const { user, onDone, field } = setup(save)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN)
    expect(field).toHaveValue('acme')
    expect(onDone).not.toHaveBeenCalled()

    await user.type(field, '-2')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.type(field, '{Backspace}{Backspace}')
    expect(screen.getByRole('alert')).toHaveTextContent(TAKEN)
  })

  it('leaves a failure of another kind to the save’s own toast: no field is marked', async () => {
    const save = vi.fn(async (): Promise<SavedToast> => {
      throw new ServiceError(SAVE_FAILED)
    })
    const { user, onDone } = setup(save)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await vi.waitFor(() => expect(save).toHaveBeenCalled())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('stays when the save decides not to save', async () => {
    const save = vi.fn(async () => null)
    const { user, onDone } = setup(save)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await vi.waitFor(() => expect(save).toHaveBeenCalled())
    expect(onDone).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Name')).toHaveValue('acme')
  })

  it('asks before leaving with unsaved changes; leaves at once without any', async () => {
    const { user, onDone, field } = setup(async () => null)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onDone).toHaveBeenCalledTimes(1)

    await user.type(field, 'x')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    expect(onDone).toHaveBeenCalledTimes(1)

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }))
    expect(onDone).toHaveBeenCalledTimes(2)
  })
})
