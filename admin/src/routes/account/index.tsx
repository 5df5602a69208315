/**
 * 我的账号: who is logged in, their role and two-factor status, and changing their password. Until
 * an initial password is changed and two-factor login is bound this is the only screen: it asks for
 * the change first, then for binding an authenticator app.
 */
import { Alert, Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import { operatorRoleLabels } from 'shared-contracts';
import { useSession } from '../../session/session';
import { formatTime } from '../../shared/format';
import { Loading } from '../../shared/Loading';
import { ChangePassword } from './components/ChangePassword';
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
  if (me.totp_enabled && !me.must_change_password)
    return (
      <Space orientation="vertical" size="middle" style={{ maxWidth: 520, width: '100%' }}>
        {account}
        <ChangePassword />
      </Space>
    );
  // An initial password, or not bound yet: the account beside the step to take, so it fits on one screen.
  return (
    <Row gutter={24} align="top">
      <Col span={8}>{account}</Col>
      <Col span={16}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {me.must_change_password ? (
            <>
              <Alert
                type="warning"
                showIcon
                title="请先修改初始密码"
                description="你正在使用管理员设置的初始密码。修改为只有你自己知道的密码后，才能继续使用运营后台。"
              />
              <ChangePassword title="修改初始密码" />
            </>
          ) : (
            <>
              <Alert
                type="warning"
                showIcon
                title="请先绑定两步验证"
                description="为保障资金与数据安全，每个运营账号须绑定两步验证（身份验证器 App）。绑定完成前，只能使用本页面。"
              />
              <TotpEnrolment />
            </>
          )}
        </Space>
      </Col>
    </Row>
  );
}
