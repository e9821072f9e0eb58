import { ACTIVITY_MESSAGES as M } from '../model/activity-admin-messages'
import { fieldLabel, valueText, type FieldChange } from '../model/activity'

/** Each changed field as "field: before -> after"; a secret only as changed. */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return null
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-medium text-ink">{fieldLabel(change.field)}</span>
          {': '}
          {change.shown ? (
            <>
              <del className="no-underline">{valueText(change.before)}</del>
              {' -> '}
              <ins className="no-underline text-ink">{valueText(change.after)}</ins>
            </>
          ) : (
            M.secretChanged
          )}
        </li>
      ))}
    </ul>
  )
}
