/**
 * A timer's end made known: a sound made in the page (an oscillator, no file to fetch), a
 * vibration where the device has one, and a notification if the visitor allowed them. The audio
 * context is made and resumed from the gesture that starts a timer, as autoplay rules ask.
 */
let audio: AudioContext | null = null;

/** Called from the click that starts a timer. */
export function prepareAlarm(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().catch((error: unknown) => console.warn('The timer sound is off:', error));
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission().catch((error: unknown) =>
      console.warn('Notifications were not asked:', error),
    );
  }
}

function beep(context: AudioContext): void {
  const start = context.currentTime;
  for (let ring = 0; ring < 3; ring += 1) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, start + ring * 0.4);
    gain.gain.exponentialRampToValueAtTime(0.001, start + ring * 0.4 + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + ring * 0.4);
    oscillator.stop(start + ring * 0.4 + 0.3);
  }
}

export function ringAlarm(message: string, title: string): void {
  if (audio) beep(audio);
  if (typeof navigator.vibrate === 'function') navigator.vibrate([300, 150, 300]);
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      new Notification(title, { body: message, tag: 'recipe-timer' });
    } catch (error) {
      // Android Chrome allows notifications only from a service worker.
      console.warn('The timer notification was not shown:', error);
    }
  }
}
