/** Links to 下级列表 and 我的收入 (sub-pages with a back control), through the shell's navigation. */
import { List } from 'antd-mobile';
import { messages } from 'shared-contracts';
import { getHost } from 'remote-kit';
import card from '../AgentPage.module.css';

const text = messages.agent;
const LINKS = [
  { path: '/lowerList', title: text.lowerList, testId: 'agent-link-lower-list' },
  { path: '/income', title: text.income, testId: 'agent-link-income' },
] as const;

export function AgentLinks() {
  return (
    <nav aria-label={text.links} className={card.links}>
      <List>
        {LINKS.map((link) => (
          <List.Item key={link.path} arrowIcon onClick={() => getHost().navigate(link.path)} data-testid={link.testId}>
            {link.title}
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
