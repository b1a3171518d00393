import { PRODUCT_NAME } from '@staffwright/contract';

export function verificationMail(username: string, link: string) {
  return {
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: `Hi ${username},\n\nPlease confirm your email address by opening this link:\n\n${link}\n\nThe link works for 24 hours. If you did not create a ${PRODUCT_NAME} account, you can ignore this message.\n\n— ${PRODUCT_NAME}`,
  };
}

export function passwordResetMail(username: string, link: string) {
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Hi ${username},\n\nSomeone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it wasn't you, ignore this message: your password stays as it is.\n\n— ${PRODUCT_NAME}`,
  };
}
