/** 返佣比例 (POST broker/template): the rate template in force today and the next version the operator scheduled. */
import type { AgentTemplateResult } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { shanghaiDate } from '../../../shanghai-time';
import { cancelledTemplateIds } from './cancellations';
import { selectNextTemplate } from './store';
import { categoriesView, parseCategories, templateInForce } from './templates';

/** Today's version (Asia/Shanghai) and the one that follows it, if any. */
export async function agentTemplate(context: AppContext): Promise<AgentTemplateResult> {
  const today = shanghaiDate(context.now());
  const [current, next] = await Promise.all([
    templateInForce(context.db, today),
    cancelledTemplateIds(context.db).then((cancelled) => selectNextTemplate(context.db, today, cancelled)),
  ]);
  return {
    id: current.id,
    effective_from: current.effectiveFrom,
    categories: categoriesView(current.categories),
    next: next
      ? {
          id: next.id,
          effective_from: next.effective_from,
          categories: categoriesView(parseCategories(next.categories_json)),
        }
      : null,
  };
}
