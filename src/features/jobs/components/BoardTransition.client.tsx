'use client'
import { createContext, lazy, Suspense, useContext, useTransition, type ReactNode, type TransitionStartFunction } from 'react'

// loaded with the first filter change, not with the board
const JobGridSkeleton = lazy(() => import('@/features/jobs/components/Skeletons').then(({ JobGridSkeleton }) => ({ default: JobGridSkeleton })))

type BoardTransition = { isPending: boolean; startTransition: TransitionStartFunction }
const Context = createContext<BoardTransition | null>(null)

/**
 * The board renders on the server without Suspense (so it works without JavaScript and answers
 * with complete HTML); while a filter change is fetching the next server render, the list shows
 * 6 skeleton cards instead.
 */
export function BoardTransitionProvider({ children }: { children: ReactNode }) {
  const [isPending, startTransition] = useTransition()
  return <Context.Provider value={{ isPending, startTransition }}>{children}</Context.Provider>
}

export function useBoardTransition(): BoardTransition {
  return useContext(Context) ?? { isPending: false, startTransition: (callback) => callback() }
}

export function BoardList({ children }: { children: ReactNode }) {
  const { isPending } = useBoardTransition()
  return (
    <div aria-busy={isPending}>
      {isPending ? (
        <Suspense>
          <JobGridSkeleton count={6} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  )
}
