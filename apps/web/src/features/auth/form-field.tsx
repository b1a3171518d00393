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

type PresetProps = Omit<TextFieldProps, 'label'> & { label?: string };

/** A username as typed: no capitals added, no spelling marks. */
export const UsernameField = React.forwardRef<HTMLInputElement, PresetProps>((props, ref) => (
  <TextField ref={ref} label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />
));
UsernameField.displayName = 'UsernameField';

export const EmailField = React.forwardRef<HTMLInputElement, PresetProps>((props, ref) => (
  <TextField ref={ref} label="Email" type="email" autoComplete="email" spellCheck={false} {...props} />
));
EmailField.displayName = 'EmailField';

/** A password; autoComplete says which ('current-password' to sign in, 'new-password' to choose one). */
export const PasswordField = React.forwardRef<HTMLInputElement, PresetProps & { autoComplete: 'current-password' | 'new-password' }>(
  (props, ref) => <TextField ref={ref} label="Password" type="password" {...props} />,
);
PasswordField.displayName = 'PasswordField';
