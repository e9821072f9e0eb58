import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { OptionsSelect } from '@/components/ui/select'
import { FormField, type FormFieldProps } from '@/components/form-field'

interface SelectFieldProps<T extends FieldValues> extends Pick<FormFieldProps, 'id' | 'label' | 'required' | 'hint' | 'error' | 'className'> {
  control: Control<T>
  name: FieldPath<T>
  options: ReadonlyArray<{ value: string; label: string }>
  placeholder: string
}

/** A form field choosing one of a few values with the site's select, bound to react-hook-form. */
export function SelectField<T extends FieldValues>({ control, name, options, placeholder, ...field }: SelectFieldProps<T>) {
  return (
    <FormField {...field}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <OptionsSelect
              value={(value as string) || undefined}
              onValueChange={onChange}
              options={options}
              placeholder={placeholder}
              trigger={{ ...aria, ref, onBlur }}
            />
          )}
        />
      )}
    </FormField>
  )
}
