import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { checkUser, EMPTY_USER, userPayload, userSaveProblem, userValues } from './user-form';
import { SAM_RECORD } from '../../../testing/user-records';

describe('userPayload', () => {
  it('sends a new user with the password and the authority as a number', () => {
    const values = {
      email: ' new@fleetledger.test ',
      name: 'New Person',
      authority: '3',
      password: 'pass phrase 2026',
    };
    expect(userPayload(values, null)).toEqual({
      id: null,
      email: 'new@fleetledger.test',
      name: 'New Person',
      authority: 3,
      password: 'pass phrase 2026',
      active: true,
    });
  });

  it('leaves a blank password out, so an edit keeps the current one', () => {
    expect(userPayload(userValues(SAM_RECORD), SAM_RECORD)).toEqual({
      id: 5,
      email: 'sam@fleetledger.test',
      name: 'Sam Joseph',
      authority: 4,
      active: true,
    });
  });

  it('disables with the user as loaded and active false', () => {
    expect(userPayload(userValues(SAM_RECORD), SAM_RECORD, false)).toMatchObject({
      id: 5,
      authority: 4,
      active: false,
    });
  });
});

describe('checkUser', () => {
  it('asks for every field of a new user', () => {
    expect(checkUser(EMPTY_USER, null)).toEqual({
      message: null,
      fieldErrors: {
        authority: 'Choose an authority',
        email: 'Email is required',
        name: 'Name is required',
        password: 'Password is required',
      },
    });
  });

  it('does not ask for a password when editing', () => {
    expect(checkUser(userValues(SAM_RECORD), SAM_RECORD)).toBeNull();
  });

  it('leaves the password strength to the server', () => {
    expect(checkUser({ email: 'a@b.test', name: 'A', authority: '4', password: 'short' }, null)).toBeNull();
  });
});

describe('userSaveProblem', () => {
  it('puts the server password message under the password field', () => {
    const error = new ApiError(400, 'x', 'That password is too common', { password: 'That password is too common' });
    expect(userSaveProblem(error)).toEqual({ message: null, fieldErrors: { password: 'That password is too common' } });
  });

  it('shows refusals without a field above the form', () => {
    const selfDisable = 'You cannot disable your own account or remove your own Admin authority';
    expect(userSaveProblem(new ApiError(400, 'x', selfDisable)).message).toBe(selfDisable);
    const duplicate = 'A user with e-mail sam@fleetledger.test already exists';
    expect(userSaveProblem(new ApiError(409, 'x', duplicate)).message).toBe(duplicate);
  });

  it('says when the server was not reached, or falls back to a plain message', () => {
    expect(userSaveProblem(new ApiError(0, NETWORK_ERROR_MESSAGE)).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(userSaveProblem(new ApiError(502, 'x')).message).toBe('Could not save the user. Please try again.');
    expect(userSaveProblem('nope').message).toBe('Could not save the user. Please try again.');
  });
});
