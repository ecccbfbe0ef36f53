import type { InputHTMLAttributes, LabelHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { cn } from './cn'

// styles: .field in globals.css
const field = 'field'

export const Input = ({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) => <input className={cn(field, 'h-10', className)} {...props} />
export const Textarea = ({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea className={cn(field, 'min-h-[120px]', className)} {...props} />
)
export const Select = ({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) => <select className={cn(field, 'h-10 pr-8', className)} {...props} />
export const Label = ({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) => <label className={cn('label', className)} {...props} />
/** A field's validation message, linked to the field via aria-describedby. */
export const FieldError = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null
