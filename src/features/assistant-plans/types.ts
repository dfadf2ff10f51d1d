import type { AssistantSpeechListApiResponse } from '@/api/generated/assistant.gen';

/** A plan of the list (PLAN-06); the generated page type intersects unknown[] with it. */
export type Plan = AssistantSpeechListApiResponse['data']['data'][number];
