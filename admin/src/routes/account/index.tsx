/**
 * 我的账号: who is logged in, their role and two-factor status. Until two-factor login is bound this
 * is the only screen: it asks the operator to bind an authenticator app first.
 */
import { Alert, Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import { operatorRoleLabels } from 'shared-contracts';
import { useSession } from '../../session/session';
import { formatTime } from '../../shared/format';
import { Loading } from '../../shared/Loading';
import { TotpEnrolment } from './components/TotpEnrolment';

export default function AccountScreen() {
  const { me } = useSession();
  if (!me) return <Loading />;
  const account = (
    <Card title="我的账号">
      <Descriptions
        column={1}
        styles={{ label: { width: 90 } }}
        items={[
          { key: 'username', label: '用户名', children: me.username },
          { key: 'role', label: '角色', children: <Tag color="blue">{operatorRoleLabels[me.role]}</Tag> },
          {
            key: 'totp',
            label: '两步验证',
            children: me.totp_enabled ? (
              <Space orientation="vertical" size={4}>
                <Tag color="success">已绑定</Tag>
                <span>绑定于 {formatTime(me.totp_enabled_at)}（北京时间）</span>
              </Space>
            ) : (
              <Tag color="warning">未绑定</Tag>
            ),
          },
          { key: 'idle', label: '自动退出', children: `${me.idle_timeout_minutes} 分钟无操作后` },
        ]}
      />
    </Card>
  );
  if (me.totp_enabled) return <div style={{ maxWidth: 520 }}>{account}</div>;
  // Not bound yet: the account beside the enrolment, so each step fits on one screen.
  return (
    <Row gutter={24} align="top">
      <Col span={8}>{account}</Col>
      <Col span={16}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type="warning"
            showIcon
            title="请先绑定两步验证"
            description="为保障资金与数据安全，每个运营账号须绑定两步验证（身份验证器 App）。绑定完成前，只能使用本页面。"
          />
          <TotpEnrolment />
        </Space>
      </Col>
    </Row>
  );
}
