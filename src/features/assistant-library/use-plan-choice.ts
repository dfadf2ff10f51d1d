import { useSearchParams } from 'react-router-dom';
import type { AssistantSpeechListApiResponse } from '@/api/generated/assistant.gen';
import { useAssistantSpeechListQuery } from './api';

type Plan = AssistantSpeechListApiResponse['data']['data'][number];

// The plan screens' own parameter: the plan detail's tabs link here with ?id= (see PlanTabs).
export const PLAN_PARAM = 'id';

/** The plans to choose from. */
export const PLAN_LIST = { body: { page: 1, limit: 100 } };

/** The plan an address shows: `?id=` when it is one of the plans, else the first. */
export function shownPlan(plans: readonly Plan[], params: URLSearchParams): Plan | undefined {
  const wanted = Number(params.get(PLAN_PARAM));
  return plans.find((p) => p.id === wanted) ?? plans[0];
}

/**
 * The assistant plan whose knowledge base is shown: `?id=` in the URL (so reload and links keep it),
 * else the first plan of the plan list. Choosing another plan starts its view afresh.
 */
export function usePlanChoice() {
  const [params, setParams] = useSearchParams();
  const { data, isLoading } = useAssistantSpeechListQuery(PLAN_LIST);
  const plans = data?.data.data ?? [];
  const plan = shownPlan(plans, params);
  return {
    plans,
    planId: plan?.id,
    loading: isLoading,
    choose: (id: number) => setParams({ [PLAN_PARAM]: String(id) }),
  };
}
