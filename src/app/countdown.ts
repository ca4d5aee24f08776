import { useEffect, useState } from 'react'

/**
 * Seconds left until `at` (epoch ms), ticking every second; 0 once passed or when there is none.
 * The code screens count down to when another SMS code may be asked for.
 */
export function useSecondsUntil(at: number | null): number {
  const left = () => (at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    setSeconds(left())
    if (at === null) return
    const timer = setInterval(() => {
      const next = left()
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
    // `left` reads only `at`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at])
  return seconds
}
