import type { HTMLAttributes } from 'react'
import { cn } from './cn'

export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => <div className={cn('card', className)} {...props} />
export const CardHeader = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
export const CardTitle = ({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) => <h3 className={cn('text-lg font-semibold', className)} {...props} />
export const CardContent = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => <div className={cn('p-6 pt-0', className)} {...props} />
