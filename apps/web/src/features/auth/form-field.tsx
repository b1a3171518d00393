import * as React from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface TextFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The field's validation message, shown under it and linked with aria-describedby. */
  error?: string;
  /** Something shown at the end of the label row (e.g. a "Forgot password?" link). */
  aside?: React.ReactNode;
}

/** A labelled input with its error message under it (the shared FormField with an Input). */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(({ id, label, error, aside, ...props }, ref) => (
  <FormField id={id} label={label} error={error} aside={aside}>
    {(aria) => <Input ref={ref} {...aria} aria-invalid={error ? true : undefined} {...props} />}
  </FormField>
));
TextField.displayName = 'TextField';
