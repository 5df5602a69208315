/** A settled day's breakdown: per category the team's performance, the tier's rate and its gross; then the deduction and the amount. */
import { messages, type DailyCommission } from 'shared-contracts';
import { categoryName, rateText, statusLabel, usdt } from '../../../shared/agent-format';
import { DetailPopup } from 'remote-kit';
import { popupStyles as popup } from '../../../shared/kit';

const text = messages.income;

export function CommissionPopup({ day, onClose }: { day: DailyCommission | null; onClose(): void }) {
  return (
    <DetailPopup visible={day !== null} title={text.detailTitle} onClose={onClose} testId="commission-popup">
      {day && <DayDetail day={day} />}
    </DetailPopup>
  );
}

function DayDetail({ day }: { day: DailyCommission }) {
  return (
    <div data-testid="commission-detail">
      <dl className={popup.facts}>
        <Fact term={text.day} value={day.day} />
        <Fact term={text.status} value={statusLabel(day.status)} />
        <Fact term={text.teamPerformance} value={usdt(day.team_performance)} />
        <Fact term={text.directPerformance} value={usdt(day.direct_performance)} />
        <Fact term={text.gross} value={usdt(day.gross)} />
        <Fact term={text.deduction} value={usdt(day.deduction)} />
        <Fact term={text.amount} value={usdt(day.amount)} testId="commission-detail-amount" />
      </dl>
      {day.categories.length > 0 && (
        <table className={popup.table} data-testid="commission-categories">
          <thead>
            <tr>
              <th scope="col">{text.category}</th>
              <th scope="col">{text.teamPerformance}</th>
              <th scope="col">{text.rate}</th>
              <th scope="col">{text.gross}</th>
            </tr>
          </thead>
          <tbody>
            {day.categories.map((category) => (
              <tr key={category.game_type_id} data-category={category.game_type_id}>
                <th scope="row">{categoryName(category.game_type_id)}</th>
                <td>{usdt(category.team_performance)}</td>
                <td>{rateText(category.rate)}</td>
                <td>{usdt(category.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function Fact({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
