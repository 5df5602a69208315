/** The 初始密码 field of a new account or a reset: 12-128 characters, as the API takes an operator's password. */
import { Form, Input } from 'antd';
import { operatorMessages } from 'shared-contracts';

export function InitialPasswordItem() {
  return (
    <Form.Item
      label="初始密码"
      name="password"
      rules={[
        { required: true, message: '请输入初始密码' },
        { min: 12, max: 128, message: operatorMessages.passwordLength },
      ]}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
