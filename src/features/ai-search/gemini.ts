import { GoogleGenAI, type Schema } from '@google/genai'
import {
  buildPrompt,
  parseModelAnswer,
  RESPONSE_SCHEMA,
  SYSTEM_INSTRUCTION,
  toModelCandidate,
  type CandidateJob,
  type ModelAnswer,
} from '@/features/ai-search/lib'
import { env } from '@/env'

export type GeminiSettings = { apiKey: string; model: string; timeoutMs: number; baseUrl?: string }

/** GEMINI_API_KEY (unset: no model, local ranking only), GEMINI_MODEL, GEMINI_TIMEOUT_MS, GEMINI_BASE_URL. */
export function geminiSettings(): GeminiSettings | null {
  const { GEMINI_API_KEY: apiKey, GEMINI_MODEL: model, GEMINI_TIMEOUT_MS: timeoutMs, GEMINI_BASE_URL: baseUrl } = env()
  return apiKey ? { apiKey, model, timeoutMs, baseUrl } : null
}

export class GeminiError extends Error {}

/**
 * One call, no retries (the local ranking is the retry), bounded by the timeout. Throws
 * GeminiError on a timeout, an HTTP error or an answer that fails validation.
 */
export async function askGemini(settings: GeminiSettings, query: string, jobs: CandidateJob[]): Promise<ModelAnswer> {
  const candidates = jobs.map(toModelCandidate)
  const ai = new GoogleGenAI({
    apiKey: settings.apiKey,
    httpOptions: { baseUrl: settings.baseUrl, timeout: settings.timeoutMs, retryOptions: { attempts: 1 } },
  })
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new GeminiError(`timeout after ${settings.timeoutMs} ms`))
    }, settings.timeoutMs)
  })
  try {
    const response = await Promise.race([
      ai.models.generateContent({
        model: settings.model,
        contents: buildPrompt(query, candidates),
        config: {
          systemInstruction: SYSTEM_INSTRUCTION,
          responseMimeType: 'application/json',
          responseSchema: RESPONSE_SCHEMA as unknown as Schema,
          temperature: 0.1,
          maxOutputTokens: 2048,
          thinkingConfig: { thinkingBudget: 0 }, // a ranking needs no thinking tokens: faster, cheaper
          abortSignal: controller.signal,
        },
      }),
      timeout,
    ])
    const answer = parseModelAnswer(
      response.text,
      candidates.map((c) => c.id),
    )
    if (!answer) throw new GeminiError('invalid answer')
    return answer
  } catch (error) {
    if (error instanceof GeminiError) throw error
    throw new GeminiError((error as Error)?.message ?? String(error))
  } finally {
    clearTimeout(timer)
  }
}
