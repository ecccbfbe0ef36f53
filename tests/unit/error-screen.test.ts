import { describe, expect, it } from 'vitest'
import { ERROR_SCREEN_BUTTONS } from '@/components/site/ErrorScreen.client'
import { buttonVariants } from '@/components/ui/Button'

describe('error screen', () => {
  it("spells out the site's large luxury and outline buttons", () => {
    expect(ERROR_SCREEN_BUTTONS).toEqual({
      retry: buttonVariants({ variant: 'luxury', size: 'lg' }),
      home: buttonVariants({ variant: 'outline', size: 'lg' }),
    })
  })
})
