<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ChancesDock</name>
    <message>
        <source>Hide the win chances (View ▸ Win chances shows them again)</source>
        <translation>Siegchancen ausblenden (Ansicht ▸ Siegchancen zeigt sie wieder)</translation>
    </message>
</context>
<context>
    <name>ChancesLine</name>
    <message>
        <source>Lowest colour expected at the end: {figure}</source>
        <translation>Niedrigste Farbe am Ende voraussichtlich: {figure}</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>{name} {figure}</source>
        <translation>{name} {figure}</translation>
    </message>
    <message>
        <source>Chance to win: {figures}</source>
        <translation>Siegchance: {figures}</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Say something (Enter)</source>
        <translation>Etwas sagen (Eingabe)</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>+{gain} → {expected}</source>
        <translation>+{gain} → {expected}</translation>
    </message>
    <message>
        <source>+{gain} to your lowest colour → {expected} at the end</source>
        <translation>+{gain} für deine niedrigste Farbe → {expected} am Ende</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>Ingenious! You owe %n bonus placements</source>
        <translation>
            <numerusform>Einfach genial! Du hast %n Extrazug gut</numerusform>
            <numerusform>Einfach genial! Du hast %n Extrazüge gut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ingenious! {name} owes %n bonus placements</source>
        <translation>
            <numerusform>Einfach genial! {name} hat %n Extrazug gut</numerusform>
            <numerusform>Einfach genial! {name} hat %n Extrazüge gut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tiles in the bag</source>
        <translation>
            <numerusform>Stein im Beutel</numerusform>
            <numerusform>Steine im Beutel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed: the rack is refilled with %n tiles, not {drawn}</source>
        <translation>
            <numerusform>Nicht erlaubt: Die Ablage wird mit %n Stein aufgefüllt, nicht mit {drawn}</numerusform>
            <numerusform>Nicht erlaubt: Die Ablage wird mit %n Steinen aufgefüllt, nicht mit {drawn}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed: this variant is not played by %n players</source>
        <translation>
            <numerusform>Nicht erlaubt: Diese Variante ist nicht für %n Spieler</numerusform>
            <numerusform>Nicht erlaubt: Diese Variante ist nicht für %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>level with you on the lowest colour, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>gleichauf mit dir bei der niedrigsten Farbe, vorn bei der {ordinal}: {colour} {score} gegen {other_colour} {other_score}</translation>
    </message>
    <message>
        <source>level with {name} on the lowest colour, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>gleichauf mit {name} bei der niedrigsten Farbe, vorn bei der {ordinal}: {colour} {score} gegen {other_colour} {other_score}</translation>
    </message>
    <message numerus="yes">
        <source>level with you on the %n lowest colours, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>
            <numerusform>gleichauf mit dir bei den %n niedrigsten Farben, vorn bei der {ordinal}: {colour} {score} gegen {other_colour} {other_score}</numerusform>
            <numerusform>gleichauf mit dir bei den %n niedrigsten Farben, vorn bei der {ordinal}: {colour} {score} gegen {other_colour} {other_score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>level with {name} on the %n lowest colours, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>
            <numerusform>gleichauf mit {name} bei den %n niedrigsten Farben, vorn bei der {ordinal}: {colour} {score} gegen {other_colour} {other_score}</numerusform>
            <numerusform>gleichauf mit {name} bei den %n niedrigsten Farben, vorn bei der {ordinal}: {colour} {score} gegen {other_colour} {other_score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free</source>
        <comment>seats at a table</comment>
        <translation>
            <numerusform>%n frei</numerusform>
            <numerusform>%n frei</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>{file}[*] — {app}</source>
        <translation>{file}[*] — {app}</translation>
    </message>
    <message>
        <source>The game the lesson interrupted is not finished. If another game starts now, it is gone.</source>
        <translation>Die Partie, die die Lektion unterbrochen hat, ist noch nicht zu Ende. Beginnt jetzt eine andere Partie, ist sie verloren.</translation>
    </message>
    <message>
        <source>The game on the table is not finished. Save it before another game starts? If you leave it unsaved, it is gone.</source>
        <translation>Die Partie auf dem Tisch ist noch nicht zu Ende. Vor der nächsten Partie speichern? Wenn du sie ungespeichert verlässt, ist sie verloren.</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>Laufende Partie verlassen?</translation>
    </message>
    <message>
        <source>Leave it unsaved</source>
        <translation>Ungespeichert verlassen</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>“{file}” is not a saved game this program can open.

{reason}

The game on the table goes on; nothing was changed.</source>
        <translation>„{file}“ ist kein gespeichertes Spiel, das dieses Programm öffnen kann.

{reason}

Das Spiel auf dem Tisch geht weiter; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>“{file}” is not a saved game this program can open.

{reason}

Nothing was changed.</source>
        <translation>„{file}“ ist kein gespeichertes Spiel, das dieses Programm öffnen kann.

{reason}

Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Diese Datei lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Ingenious games (*{suffix});;All files (*)</source>
        <translation>Ingenious-Spiele (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The game could not be saved.

{error}</source>
        <translation>Das Spiel konnte nicht gespeichert werden.

{error}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Gespeichert in {file}</translation>
    </message>
    <message>
        <source>The finished game could not be kept: {error}</source>
        <translation>Die beendete Partie konnte nicht aufbewahrt werden: {error}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Ask everyone at the table for another game there</source>
        <translation>Alle am Tisch um ein weiteres Spiel dort bitten</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Wiederholung…</translation>
    </message>
    <message>
        <source>Step through this game move by move</source>
        <translation>Diese Partie Zug um Zug durchgehen</translation>
    </message>
    <message>
        <source>Review game…</source>
        <translation>Partie auswerten…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Accept the rematch</source>
        <translation>Revanche annehmen</translation>
    </message>
    <message>
        <source>{outcome}!</source>
        <translation>{outcome}!</translation>
    </message>
    <message>
        <source>Your three lowest colours, lowest first, give two digits each (7 points count as 07): together they make {result}. The higher, the better; the best is 363636.</source>
        <translation>Deine drei niedrigsten Farben, die niedrigste zuerst, ergeben je zwei Ziffern (7 Punkte zählen als 07): zusammen {result}. Je höher, desto besser; das Beste ist 363636.</translation>
    </message>
    <message>
        <source>A new best! Your best so far was {result}.</source>
        <translation>Neue Bestleistung! Deine bisher beste war {result}.</translation>
    </message>
    <message>
        <source>Your best so far: {result}.</source>
        <translation>Deine bisherige Bestleistung: {result}.</translation>
    </message>
    <message>
        <source>Solo result: {result}</source>
        <translation>Solo-Ergebnis: {result}</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <source>Undo the last turn</source>
        <translation>Letzten Zug zurücknehmen</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Right cells, but the wrong way round: turn the tile so that each colour lies where the step says, then put it down again.</source>
        <translation>Die richtigen Felder, aber falsch herum: Drehe den Spielstein, bis jede Farbe dort liegt, wo dieser Schritt sie haben will, und lege ihn dann noch einmal.</translation>
    </message>
    <message>
        <source>This step is done: press Next to go on.</source>
        <translation>Dieser Schritt ist geschafft: Weiter mit „Weiter“.</translation>
    </message>
    <message>
        <source>You kept your tiles. That is allowed, but with no purple in your rack you could not raise purple next turn. The offer comes again: this time, swap.</source>
        <translation>Du hast deine Spielsteine behalten. Das ist erlaubt, aber ohne Lila auf der Ablage könntest du Lila im nächsten Zug nicht steigern. Das Angebot kommt noch einmal: Tausche diesmal.</translation>
    </message>
    <message>
        <source>Pick up a tile</source>
        <translation>Einen Spielstein aufnehmen</translation>
    </message>
    <message>
        <source>This is a real game against the computer, set up for the lesson. Your six tiles lie face up in your rack. Pick up the red and yellow tile: click it, or press 5, its place in the rack.</source>
        <translation>Dies ist ein echtes Spiel gegen den Computer, für die Lektion vorbereitet. Deine sechs Spielsteine liegen offen auf deiner Ablage. Nimm den rot-gelben Spielstein auf: Klicke ihn an oder drücke 5, seinen Platz auf der Ablage.</translation>
    </message>
    <message>
        <source>The tile is in your hand. It follows the pointer, and the board glows wherever it may go.</source>
        <translation>Der Spielstein ist in deiner Hand. Er folgt dem Mauszeiger, und das Spielbrett leuchtet überall dort, wo er hin darf.</translation>
    </message>
    <message>
        <source>That is another tile. Press Esc to put it back, then pick up the fifth tile, the red and yellow one.</source>
        <translation>Das ist ein anderer Spielstein. Lege ihn mit Esc zurück und nimm dann den fünften auf, den rot-gelben.</translation>
    </message>
    <message>
        <source>Turn the tile</source>
        <translation>Den Spielstein drehen</translation>
    </message>
    <message>
        <source>A tile covers two neighbouring cells and may lie in six directions. Turn the tile in your hand: press R, click the right mouse button or roll the wheel.</source>
        <translation>Ein Spielstein bedeckt zwei benachbarte Felder und kann in sechs Richtungen liegen. Drehe den Spielstein in deiner Hand: Drücke R, klicke mit der rechten Maustaste oder drehe das Mausrad.</translation>
    </message>
    <message>
        <source>Each turn swings the second half one step around the first. Turn it as often as you like.</source>
        <translation>Jede Drehung schwenkt die zweite Hälfte einen Schritt um die erste herum. Drehe ihn, so oft du willst.</translation>
    </message>
    <message>
        <source>Hold the red and yellow tile to turn it: press 5 to pick it up again.</source>
        <translation>Nimm den rot-gelben Spielstein in die Hand, um ihn zu drehen: Drücke 5, um ihn wieder aufzunehmen.</translation>
    </message>
    <message>
        <source>How a half scores</source>
        <translation>Wie eine Hälfte punktet</translation>
    </message>
    <message>
        <source>Put the tile on the two marked cells, red on the upper one and yellow on the lower one. Each half looks along the five lines leaving its cell (all but the one toward its other half) and scores a point for each cell of its colour in an unbroken row, printed symbols included. The numbers over the cells show the points before you click.</source>
        <translation>Lege den Spielstein auf die beiden markierten Felder, Rot auf das obere und Gelb auf das untere. Jede Hälfte schaut entlang der fünf Linien, die von ihrem Feld ausgehen (alle außer der zu ihrer anderen Hälfte), und bekommt einen Punkt für jedes Feld ihrer Farbe in ununterbrochener Reihe, aufgedruckte Symbole eingeschlossen. Die Zahlen über den Feldern zeigen die Punkte, bevor du klickst.</translation>
    </message>
    <message>
        <source>The yellow half saw yellow along three lines, 1 + 1 + 2: four points for yellow. The red half saw no red and scored nothing. The lines that counted flashed. Now the computer takes its turn.</source>
        <translation>Die gelbe Hälfte sah Gelb entlang dreier Linien, 1 + 1 + 2: vier Punkte für Gelb. Die rote Hälfte sah kein Rot und bekam nichts. Die Linien, die zählten, leuchteten auf. Jetzt ist der Computer am Zug.</translation>
    </message>
    <message>
        <source>The rules allow that, but this step wants the marked cells: red on the upper one, yellow on the lower one.</source>
        <translation>Das erlauben die Regeln, aber dieser Schritt will die markierten Felder: Rot auf das obere, Gelb auf das untere.</translation>
    </message>
    <message>
        <source>Only the lowest colour counts</source>
        <translation>Nur die schwächste Farbe zählt</translation>
    </message>
    <message>
        <source>Later in a game. Look at your score board: yellow is your lowest colour, at 3. When the game ends, players are compared by their lowest colour first, so a point in yellow is worth more to you than points in any other colour. Put a yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Später in einem Spiel. Sieh auf deine Wertungstafel: Gelb ist deine schwächste Farbe, bei 3. Am Ende werden die Spieler zuerst nach ihrer schwächsten Farbe verglichen, deshalb ist dir ein Punkt in Gelb mehr wert als Punkte in jeder anderen Farbe. Lege einen gelb-blauen Spielstein auf die markierten Felder, Gelb auf das untere.</translation>
    </message>
    <message>
        <source>Yellow rises from 3 to 6. Six points in purple were on offer elsewhere, but purple is already at 11: they would have left you as weak as before.</source>
        <translation>Gelb steigt von 3 auf 6. Anderswo gab es sechs Punkte in Lila, aber Lila steht schon bei 11: Damit wärst du so schwach geblieben wie vorher.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does less for yellow, your lowest colour. Points in a colour that is already ahead do not win the game: put the yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Das erlauben die Regeln, aber es bringt Gelb, deiner schwächsten Farbe, weniger. Punkte in einer Farbe, die schon vorn liegt, gewinnen das Spiel nicht: Lege den gelb-blauen Spielstein auf die markierten Felder, Gelb auf das untere.</translation>
    </message>
    <message>
        <source>Reaching 18: Ingenious!</source>
        <translation>18 erreichen: Einfach genial!</translation>
    </message>
    <message>
        <source>A colour goes no higher than 18. Red stands at 17. Put the red and green tile on the marked cells, red on the left: red reaches 18, and reaching 18 earns a bonus placement at once.</source>
        <translation>Keine Farbe steigt über 18. Rot steht bei 17. Lege den rot-grünen Spielstein auf die markierten Felder, Rot links: Rot erreicht 18, und wer 18 erreicht, legt sofort einen Spielstein extra.</translation>
    </message>
    <message>
        <source>Ingenious! Red is at 18; the points past it are lost. For reaching 18 you place one more tile now, before you draw.</source>
        <translation>Einfach genial! Rot steht bei 18; die Punkte darüber verfallen. Weil du 18 erreicht hast, legst du jetzt noch einen Spielstein, bevor du nachziehst.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does not take red to 18. Put the red and green tile on the marked cells, red on the left.</source>
        <translation>Das erlauben die Regeln, aber damit erreicht Rot nicht 18. Lege den rot-grünen Spielstein auf die markierten Felder, Rot links.</translation>
    </message>
    <message>
        <source>The bonus placement</source>
        <translation>Der Extrazug</translation>
    </message>
    <message>
        <source>The bonus placement is a whole extra placement by the same rules: put any tile anywhere it fits. If it takes another colour to 18, you earn one more.</source>
        <translation>Der Extrazug ist ein ganzes weiteres Legen nach denselben Regeln: Lege einen beliebigen Spielstein, wo er passt. Bringt er eine weitere Farbe auf 18, bekommst du noch einen.</translation>
    </message>
    <message>
        <source>Only now does your turn end: you draw back up to six tiles.</source>
        <translation>Erst jetzt endet dein Zug: Du ziehst wieder auf sechs Spielsteine nach.</translation>
    </message>
    <message>
        <source>Any placement will do.</source>
        <translation>Jeder Platz ist recht.</translation>
    </message>
    <message>
        <source>When a swap is allowed</source>
        <translation>Wann Tauschen erlaubt ist</translation>
    </message>
    <message>
        <source>You have just placed a tile. Purple is your lowest colour, and no tile in your rack shows purple. Only then, before you draw, may you swap: set all your tiles aside and draw six new ones. Answer the question: swap.</source>
        <translation>Du hast gerade einen Spielstein gelegt. Lila ist deine schwächste Farbe, und kein Spielstein auf deiner Ablage zeigt Lila. Nur dann darfst du vor dem Nachziehen tauschen: Lege alle deine Spielsteine beiseite und ziehe sechs neue. Beantworte die Frage: tauschen.</translation>
    </message>
    <message>
        <source>You drew six new tiles; your old ones went back into the bag. With a tile of your lowest colour in the rack, no swap would have been offered.</source>
        <translation>Du hast sechs neue Spielsteine gezogen; deine alten kamen zurück in den Beutel. Mit einem Spielstein deiner schwächsten Farbe auf der Ablage wäre kein Tausch angeboten worden.</translation>
    </message>
    <message>
        <source>How the game ends and who wins</source>
        <translation>Wie das Spiel endet und wer gewinnt</translation>
    </message>
    <message>
        <source>Only the two marked cells are left side by side on the board. Put any tile there: when no tile fits any more, the game ends at once.</source>
        <translation>Nur noch die beiden markierten Felder liegen nebeneinander frei. Lege irgendeinen Spielstein dorthin: Wenn kein Spielstein mehr passt, endet das Spiel sofort.</translation>
    </message>
    <message>
        <source>The game is over. Each player&apos;s colours are compared from the lowest up: the computer has two colours at 18 but two at only 7, while none of yours is below 10, so you win. That is the whole game: press Finish to play on.</source>
        <translation>Das Spiel ist aus. Die Farben jedes Spielers werden von der schwächsten an verglichen: Der Computer hat zwei Farben bei 18, aber zwei bei nur 7, während keine deiner Farben unter 10 liegt, also gewinnst du. Das ist das ganze Spiel: Mit „Fertig“ spielst du weiter.</translation>
    </message>
    <message>
        <source>Put a tile on the marked cells.</source>
        <translation>Lege einen Spielstein auf die markierten Felder.</translation>
    </message>
</context>
<context>
    <name>LessonMode</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Learn to play?</source>
        <translation>Spielen lernen?</translation>
    </message>
    <message>
        <source>New to Ingenious? A short lesson on the real table shows you how to place and turn tiles, how they score, and how to win. You can leave it at any time and find it again under Help ▸ Learn to play.</source>
        <translation>Neu bei Einfach genial? Eine kurze Lektion am echten Spieltisch zeigt dir, wie du Spielsteine legst und drehst, wie sie punkten und wie man gewinnt. Du kannst sie jederzeit verlassen und findest sie wieder unter Hilfe ▸ Spielen lernen.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Network table</source>
        <translation>Tisch im Netzwerk</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Pass this on to your friends: the address, then the table&apos;s code.</source>
        <translation>Gib das an deine Freunde weiter: die Adresse, dann den Code des Tisches.</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Platz {number}:</translation>
    </message>
    <message>
        <source>I agree to the coach</source>
        <translation>Ich bin mit dem Trainer einverstanden</translation>
    </message>
    <message>
        <source>Start now</source>
        <translation>Jetzt beginnen</translation>
    </message>
    <message>
        <source>Open seats nobody took are played by the computer</source>
        <translation>Offene Plätze, die niemand eingenommen hat, spielt der Computer</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Verbinde mit {address} …</translation>
    </message>
</context>
<context>
    <name>LogTitleBar</name>
    <message>
        <source>Hide the game log (View ▸ Game log brings it back)</source>
        <translation>Spielverlauf ausblenden (Ansicht ▸ Spielverlauf zeigt ihn wieder)</translation>
    </message>
    <message>
        <source>Hide the game log</source>
        <translation>Spielverlauf ausblenden</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Play a&amp;gain</source>
        <translation>Noch ein&amp;mal</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>&amp;Wiederholung…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo turn</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo turn</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;verlauf</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>&amp;About Ingenious Desktop</source>
        <translation>Ü&amp;ber Ingenious Desktop</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {error}

It is tried again after every placement. Until an autosave goes through, the moves since the last one would be lost if the program ended.</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden: {error}

Nach jedem Legen wird es erneut versucht. Bis das gelingt, gingen die Züge seit der letzten automatischen Speicherung verloren, wenn das Programm endete.</translation>
    </message>
    <message>
        <source>The second process the computer players think in could not start ({detail}).</source>
        <translation>Der zweite Prozess, in dem die Computerspieler denken, konnte nicht starten ({detail}).</translation>
    </message>
    <message>
        <source>The second process the computer players think in stopped unexpectedly.</source>
        <translation>Der zweite Prozess, in dem die Computerspieler denken, hat unerwartet aufgehört.</translation>
    </message>
    <message>
        <source>The second process the computer players think in failed ({detail}).</source>
        <translation>Der zweite Prozess, in dem die Computerspieler denken, ist ausgefallen ({detail}).</translation>
    </message>
    <message>
        <source>The computer&apos;s helper failed</source>
        <translation>Der Helfer des Computers ist ausgefallen</translation>
    </message>
    <message>
        <source>{what}

They go on thinking in the game&apos;s own process alone, which makes the hard level a little weaker on this computer.</source>
        <translation>{what}

Sie denken allein im eigenen Prozess des Spiels weiter; dadurch spielt die Stufe „schwer“ auf diesem Computer etwas schwächer.</translation>
    </message>
</context>
<context>
    <name>MenuDialogs</name>
    <message>
        <source>About Ingenious Desktop</source>
        <translation>Über Ingenious Desktop</translation>
    </message>
    <message>
        <source>Reiner Knizia&apos;s tile game Ingenious for two to four players, in teams or alone, against friends at the same screen or against the computer.</source>
        <translation>Reiner Knizias Legespiel Einfach Genial für zwei bis vier Spieler, im Team oder allein, gegen Freunde am selben Bildschirm oder gegen den Computer.</translation>
    </message>
</context>
<context>
    <name>NetworkChat</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>Show the chat (in brackets: the lines said while it was hidden)</source>
        <translation>Den Chat zeigen (in Klammern: die Zeilen, die geschrieben wurden, während er verborgen war)</translation>
    </message>
    <message>
        <source>Chat ({count})</source>
        <translation>Chat ({count})</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Play over the net&amp;work…</source>
        <translation>Im Netzwerk s&amp;pielen…</translation>
    </message>
    <message>
        <source>&amp;Leave the network table…</source>
        <translation>Tisch im Netzwerk ver&amp;lassen…</translation>
    </message>
    <message>
        <source>Let the computer play for them</source>
        <translation>Den Computer für sie spielen lassen</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Kein Tisch</translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation>Der Tisch konnte nicht eröffnet werden: {reason}</translation>
    </message>
    <message>
        <source>Take your seat back?</source>
        <translation>Deinen Platz wieder einnehmen?</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>Platz wieder einnehmen</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Platz aufgeben</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <source>Listen on the network?</source>
        <translation>Im Netzwerk lauschen?</translation>
    </message>
    <message>
        <source>Friends on other computers can join only if this program listens on the network: anyone who can reach this computer can then ask to sit at the table, and only those with its code can. While seats are free, the computers on your local network are shown the table with its code, so that friends nearby can choose it. Listen on the network?</source>
        <translation>Freunde an anderen Computern können nur mitspielen, wenn dieses Programm im Netzwerk lauscht: Dann kann jeder, der diesen Computer erreicht, um einen Platz bitten, und nur wer den Code kennt, bekommt ihn. Solange Plätze frei sind, wird der Tisch mit seinem Code den Computern in deinem lokalen Netzwerk angezeigt, damit Freunde in der Nähe ihn auswählen können. Im Netzwerk lauschen?</translation>
    </message>
    <message>
        <source>Listen on the network</source>
        <translation>Im Netzwerk lauschen</translation>
    </message>
    <message>
        <source>No seat at the table</source>
        <translation>Kein Platz am Tisch</translation>
    </message>
    <message>
        <source>Every seat for a person at that table is taken. Watch the game instead? You see the board and the scores, never a rack.</source>
        <translation>Jeder Platz für eine Person an diesem Tisch ist besetzt. Stattdessen zuschauen? Du siehst das Brett und die Punkte, nie die Steine eines Spielers.</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>The table&apos;s server is not answering, so it cannot be told that you leave. If you leave, your seat is kept: the next time this program starts it offers to take it back, once the host has opened the game again.</source>
        <translation>Der Server des Tisches antwortet nicht und kann daher nicht erfahren, dass du gehst. Wenn du gehst, bleibt dein Platz für dich frei: Beim nächsten Start bietet dieses Programm an, ihn zurückzunehmen, sobald der Gastgeber das Spiel wieder geöffnet hat.</translation>
    </message>
    <message>
        <source>The game at the network table is not over. If you leave, the computer plays your seat to the end, and you cannot come back.</source>
        <translation>Das Spiel am Tisch im Netzwerk ist nicht zu Ende. Wenn du gehst, spielt der Computer deinen Platz bis zum Schluss, und du kannst nicht zurück.</translation>
    </message>
    <message>
        <source>The table is hosted here: when this program ends, the others lose it too.</source>
        <translation>Der Tisch läuft auf diesem Computer: Wenn dieses Programm endet, verlieren ihn auch die anderen.</translation>
    </message>
    <message>
        <source>Or come back later: your seat is kept, and the next time this program starts it offers to take it back. Meanwhile the others may let the computer play it.</source>
        <translation>Oder komm später zurück: Dein Platz bleibt dir, und beim nächsten Start bietet dieses Programm an, ihn wieder einzunehmen. Solange dürfen die anderen den Computer für dich spielen lassen.</translation>
    </message>
    <message>
        <source>Leave the network game?</source>
        <translation>Das Spiel im Netzwerk verlassen?</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Come back later</source>
        <translation>Später zurückkommen</translation>
    </message>
</context>
<context>
    <name>NetworkPlayDialog</name>
    <message>
        <source>A friend</source>
        <translation>Ein Freund</translation>
    </message>
    <message>
        <source>Open: a friend, else the computer</source>
        <translation>Offen: ein Freund, sonst der Computer</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Im Netzwerk spielen</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>Auf einem Server:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tisch:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Seat 1: you</source>
        <translation>Platz 1: du</translation>
    </message>
    <message>
        <source>Others may watch (they never see a rack)</source>
        <translation>Andere dürfen zuschauen (sie sehen keine Ablage)</translation>
    </message>
    <message>
        <source>Friends on other computers may join (the game listens on the network)</source>
        <translation>Freunde an anderen Computern dürfen mitspielen (das Spiel lauscht im Netzwerk)</translation>
    </message>
    <message>
        <source>Allow the coach (hints and win chances) if everyone agrees</source>
        <translation>Trainer erlauben (Tipps und Gewinnchancen), wenn alle einverstanden sind</translation>
    </message>
    <message>
        <source>Server address:</source>
        <translation>Adresse des Servers:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Code des Tisches:</translation>
    </message>
    <message>
        <source>This is not a server address. Type the table server&apos;s address, such as club.example.org:9000.</source>
        <translation>Das ist keine Adresse eines Servers. Gib die Adresse des Tisch-Servers ein, etwa club.example.org:9000.</translation>
    </message>
    <message>
        <source>Type your name: the others at the table see it.</source>
        <translation>Gib deinen Namen ein: Die anderen am Tisch sehen ihn.</translation>
    </message>
    <message>
        <source>This is not a server address. Type the address the host passed on, such as 192.168.1.20 or club.example.org:9000.</source>
        <translation>Das ist keine Adresse eines Servers. Gib die Adresse ein, die dir der Gastgeber genannt hat, etwa 192.168.1.20 oder club.example.org:9000.</translation>
    </message>
    <message>
        <source>Type the table code the host passed on: {length} letters and digits.</source>
        <translation>Gib den Code des Tisches ein, den dir der Gastgeber genannt hat: {length} Buchstaben und Ziffern.</translation>
    </message>
    <message>
        <source>A table code is {length} letters and digits, such as ABC234.</source>
        <translation>Ein Code für einen Tisch hat {length} Buchstaben und Ziffern, etwa ABC234.</translation>
    </message>
    <message>
        <source>Tables nearby:</source>
        <translation>Tische in der Nähe:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Spieler in Sitzreihenfolge</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Wer beginnt:</translation>
    </message>
    <message>
        <source>Player {number} (team {team})</source>
        <translation>Spieler {number} (Team {team})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <source>Standard, 2 players</source>
        <translation>Standard, 2 Spieler</translation>
    </message>
    <message>
        <source>Standard, 3 players</source>
        <translation>Standard, 3 Spieler</translation>
    </message>
    <message>
        <source>Standard, 4 players</source>
        <translation>Standard, 4 Spieler</translation>
    </message>
    <message>
        <source>Travel edition, 2 players</source>
        <translation>Reiseausgabe, 2 Spieler</translation>
    </message>
    <message>
        <source>Team play, 4 players (seats 1+3 against 2+4)</source>
        <translation>Teamspiel, 4 Spieler (Plätze 1+3 gegen 2+4)</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Swap your tiles?</source>
        <translation>Spielsteine tauschen?</translation>
    </message>
    <message>
        <source>{reason}

{choice}</source>
        <translation>{reason}

{choice}</translation>
    </message>
    <message>
        <source>Swap all tiles</source>
        <translation>Alle Steine tauschen</translation>
    </message>
    <message>
        <source>Keep my tiles</source>
        <translation>Meine Steine behalten</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Replay a saved game</source>
        <translation>Eine gespeicherte Partie wiederholen</translation>
    </message>
    <message>
        <source>Show the hidden racks?</source>
        <translation>Die verdeckten Ablagen zeigen?</translation>
    </message>
    <message>
        <source>{warning}

Replay it anyway?</source>
        <translation>{warning}

Trotzdem wiederholen?</translation>
    </message>
    <message>
        <source>Show every rack</source>
        <translation>Alle Ablagen zeigen</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>diese Partie</translation>
    </message>
    <message>
        <source>{file} (replay)[*] — {app}</source>
        <translation>{file} (Wiederholung)[*] — {app}</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Move shown</source>
        <translation>Gezeigter Zug</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Einen Zug zurück (←)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play the moves at the animation speed (Space)</source>
        <translation>Die Züge im Tempo der Animation abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>One move forward (→)</source>
        <translation>Einen Zug vor (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Von hier aus spielen…</translation>
    </message>
    <message>
        <source>A new game from the position shown, against the computer; the record stays as it is</source>
        <translation>Eine neue Partie ab der gezeigten Stellung, gegen den Computer; die gespeicherte Partie bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Wiederholung schließen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the game</source>
        <translation>Auswertung der Partie</translation>
    </message>
    <message>
        <source>Gold: the coach&apos;s best placement. Red dashes: the placement played.</source>
        <translation>Gold: der beste Zug des Trainers. Rot gestrichelt: der gespielte Zug.</translation>
    </message>
    <message>
        <source>Accuracy: 100% when every placement is best or good; each inaccuracy counts half a placement, a mistake three quarters, a blunder a whole one.</source>
        <translation>Genauigkeit: 100 %, wenn jeder Zug bester Zug oder gut ist; jede Ungenauigkeit kostet einen halben Zug, ein Fehler drei Viertel, ein grober Fehler einen ganzen.</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>{verdict}: {name}, {where}. The game was settled, so points count here: +{played} in the colours that decide it, +{best} with the best.</source>
        <translation>{verdict}: {name}, {where}. Die Partie war entschieden, darum zählen hier Punkte: +{played} in den Farben, auf die es ankommt, mit dem besten Zug +{best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: Spielsteine getauscht ({name}). Siegchance {played}, bei der besten Wahl {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}: Spielsteine behalten ({name}). Siegchance {played}, bei der besten Wahl {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {where}. Lowest colour at the end about {played}, after the best {best}.</source>
        <translation>{verdict}: {where}. Niedrigste Farbe am Ende etwa {played}, nach dem besten {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name}, {where}. Win chance {played}, after the best {best}.</source>
        <translation>{verdict}: {name}, {where}. Siegchance {played}, nach dem besten {best}.</translation>
    </message>
    <message>
        <source>turn {number}, bonus placement</source>
        <translation>Zug {number}, Extrazug</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <source>Review finished: {count} decisions judged, in the order of the game.</source>
        <translation>Auswertung fertig: {count} Entscheidungen bewertet, in der Reihenfolge der Partie.</translation>
    </message>
    <message>
        <source>Judging decision {done} of {total}…</source>
        <translation>Bewerte Entscheidung {done} von {total}…</translation>
    </message>
    <message>
        <source>The coach is looking at the game…</source>
        <translation>Der Trainer sieht sich die Partie an…</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play Ingenious</source>
        <translation>So wird Einfach Genial gespielt</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Score in all six colours — red, orange, yellow, green, blue and purple. At the end only your &lt;i&gt;weakest&lt;/i&gt; colour counts first: the player whose lowest colour is highest wins. If that is a draw, compare the next lowest colour, and so on.</source>
        <translation>&lt;b&gt;Das Ziel.&lt;/b&gt; Punkte in allen sechs Farben sammeln – Rot, Orange, Gelb, Grün, Blau und Lila. Am Ende zählt zuerst nur deine &lt;i&gt;schwächste&lt;/i&gt; Farbe: Wessen niedrigste Farbe am höchsten steht, gewinnt. Steht es dabei gleich, wird die nächstniedrigere Farbe verglichen, und so weiter.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiles and symbols.&lt;/b&gt; Each tile is two joined hexagons, each showing one colour. Every colour has its own symbol, so the game can be played without telling colours apart: red is a 12-pointed star, orange a hexagon, yellow a sun with eight rays, green a small filled circle, blue a 6-pointed star and purple a ring. Six symbols are printed on the board; they are never covered and count like tile halves.</source>
        <translation>&lt;b&gt;Spielsteine und Symbole.&lt;/b&gt; Jeder Spielstein besteht aus zwei verbundenen Sechsecken mit je einer Farbe. Jede Farbe hat ihr eigenes Symbol, sodass man auch ohne Farben zu unterscheiden spielen kann: Rot ist ein zwölfzackiger Stern, Orange ein Sechseck, Gelb eine Sonne mit acht Strahlen, Grün ein kleiner gefüllter Kreis, Blau ein sechszackiger Stern und Lila ein Ring. Sechs Symbole sind auf den Spielplan gedruckt; sie werden nie bedeckt und zählen wie Steinhälften.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Dein Zug.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place&lt;/b&gt; one tile from your rack on two neighbouring empty cells, either way round. In your very first turn the tile must touch a printed symbol that no tile touches yet.</source>
        <translation>&lt;b&gt;Lege&lt;/b&gt; einen Spielstein von deiner Ablage auf zwei benachbarte freie Felder, in beliebiger Richtung. In deinem allerersten Zug muss der Stein an ein aufgedrucktes Symbol grenzen, an das noch kein Stein grenzt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt; each half of the tile. From that half, look in the five directions that do not point at the other half. In each direction count the cells of the same colour in an unbroken line, starting next to the half; an empty cell, another colour or the edge of the board ends the line. Add the count to that colour on your score board. A colour cannot go above 18; points beyond that are lost.</source>
        <translation>&lt;b&gt;Werte&lt;/b&gt; jede Hälfte des Steins. Schau von dieser Hälfte aus in die fünf Richtungen, die nicht zur anderen Hälfte zeigen. Zähle in jeder Richtung die Felder derselben Farbe in ununterbrochener Reihe, direkt neben der Hälfte beginnend; ein freies Feld, eine andere Farbe oder der Rand des Spielplans beendet die Reihe. Rücke diese Farbe auf deiner Wertungstafel um so viele Punkte vor. Keine Farbe kommt über 18; Punkte darüber hinaus verfallen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ingenious!&lt;/b&gt; Each colour that reaches 18 gives you one extra placement straight away. An extra placement can earn another one.</source>
        <translation>&lt;b&gt;Einfach genial!&lt;/b&gt; Jede Farbe, die 18 erreicht, gibt dir sofort einen Extrazug. Ein Extrazug kann einen weiteren einbringen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refill&lt;/b&gt; your rack to six tiles from the bag. If your rack has no tile showing your lowest colour (or any of them, if several are equally low), you may first swap: put your whole rack aside, draw six new tiles, and the old ones go back into the bag.</source>
        <translation>&lt;b&gt;Fülle&lt;/b&gt; deine Ablage aus dem Beutel wieder auf sechs Steine auf. Hat deine Ablage keinen Stein mit deiner niedrigsten Farbe (oder einer davon, wenn mehrere gleich niedrig sind), darfst du vorher tauschen: Lege alle Steine der Ablage beiseite, ziehe sechs neue, und die alten kommen zurück in den Beutel.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The end.&lt;/b&gt; The game ends as soon as no tile fits on the board anywhere. A player who brings all six colours to 18 wins at once.</source>
        <translation>&lt;b&gt;Das Ende.&lt;/b&gt; Das Spiel endet, sobald nirgends auf dem Spielplan mehr ein Stein passt. Wer alle sechs Farben auf 18 bringt, gewinnt sofort.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <source>The board grows with the number of players: two players use the inner area, three and four players use one or two more rings. Cells outside the area in play are dimmed.</source>
        <translation>Der Spielplan wächst mit der Zahl der Spieler: Zu zweit wird die innere Fläche benutzt, zu dritt und zu viert ein oder zwei Ringe mehr. Felder außerhalb der bespielten Fläche sind abgedunkelt.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Andere Spielweisen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Travel edition&lt;/b&gt; (two players): a smaller bag of 57 tiles. No tile may be placed so that it leaves an empty cell with no empty neighbour.</source>
        <translation>&lt;b&gt;Reiseausgabe&lt;/b&gt; (zwei Spieler): ein kleinerer Beutel mit 57 Steinen. Kein Stein darf so gelegt werden, dass ein freies Feld ohne freien Nachbarn zurückbleibt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Team play&lt;/b&gt; (four players): players 1 and 3 play against 2 and 4, each team on one score board that goes up to 36. Reaching 18 and reaching 36 in a colour each give an extra placement; a colour that reaches 18 stops there for the rest of that placement.</source>
        <translation>&lt;b&gt;Teamspiel&lt;/b&gt; (vier Spieler): Spieler 1 und 3 spielen gegen 2 und 4, jedes Team auf einer gemeinsamen Wertungstafel bis 36. Das Erreichen von 18 und von 36 in einer Farbe gibt je einen Extrazug; eine Farbe, die 18 erreicht, bleibt für den Rest dieses Zugs dort stehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solo&lt;/b&gt;: one tile in the rack at a time, no swapping and no extra placements, colours up to 36 (stopping at 18 for the rest of a placement). Your result is your three lowest colours as two digits each, lowest first: 12, 14 and 18 make 121418. The best possible is 363636.</source>
        <translation>&lt;b&gt;Solo&lt;/b&gt;: immer nur ein Stein auf der Ablage, kein Tauschen und keine Extrazüge, Farben bis 36 (bei 18 bleibt eine Farbe für den Rest des Zugs stehen). Dein Ergebnis sind deine drei niedrigsten Farben mit je zwei Ziffern, die niedrigste zuerst: 12, 14 und 18 ergeben 121418. Das bestmögliche ist 363636.</translation>
    </message>
    <message>
        <source>In this program</source>
        <translation>In diesem Programm</translation>
    </message>
    <message>
        <source>Click a tile in your rack to pick it up, then move over the board: the tile shows where it would go and what it would score. Turn it with the right mouse button, the wheel or R, place it with a click, and put it back with Esc. The keyboard alone works too: 1 to 6 picks a tile up, the arrows move it, R turns it and Enter places it. With several people at one screen, the table is covered between turns so nobody sees another player&apos;s tiles. Against the computer you can take back your last turn with Ctrl+Z. The game log beside the table lists every turn; View ▸ Game log (Ctrl+L) hides it or brings it back.</source>
        <translation>Klicke auf einen Stein deiner Ablage, um ihn aufzunehmen, und fahre dann über den Spielplan: Der Stein zeigt, wo er hinkäme und was er brächte. Drehe ihn mit der rechten Maustaste, dem Mausrad oder R, lege ihn mit einem Klick und lege ihn mit Esc zurück. Es geht auch nur mit der Tastatur: 1 bis 6 nimmt einen Stein auf, die Pfeiltasten bewegen ihn, R dreht ihn und Enter legt ihn. Sitzen mehrere an einem Bildschirm, wird der Tisch zwischen den Zügen verdeckt, damit niemand die Steine der anderen sieht. Gegen den Computer kannst du deinen letzten Zug mit Strg+Z zurücknehmen. Der Spielverlauf neben dem Tisch listet jeden Zug; Ansicht ▸ Spielverlauf (Strg+L) blendet ihn aus oder wieder ein.</translation>
    </message>
    <message>
        <source>Rules of Ingenious</source>
        <translation>Spielregeln von Einfach Genial</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>  {colour} {score}  ← lowest</source>
        <translation>  {colour} {score}  ← niedrigste</translation>
    </message>
    <message>
        <source>Before the first placement</source>
        <translation>Vor dem ersten Zug</translation>
    </message>
    <message>
        <source>After turn {turn} ({name}): 1 bonus placement, swapped</source>
        <translation>Nach Zug {turn} ({name}): 1 Extrazug, Ablage getauscht</translation>
    </message>
    <message>
        <source>After turn {turn} ({name}): 1 bonus placement</source>
        <translation>Nach Zug {turn} ({name}): 1 Extrazug</translation>
    </message>
    <message numerus="yes">
        <source>After turn {turn} ({name}): %n bonus placements, swapped</source>
        <translation>
            <numerusform>Nach Zug {turn} ({name}): %n Extrazug, Ablage getauscht</numerusform>
            <numerusform>Nach Zug {turn} ({name}): %n Extrazüge, Ablage getauscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After turn {turn} ({name}): %n bonus placements</source>
        <translation>
            <numerusform>Nach Zug {turn} ({name}): %n Extrazug</numerusform>
            <numerusform>Nach Zug {turn} ({name}): %n Extrazüge</numerusform>
        </translation>
    </message>
    <message>
        <source>After turn {turn} ({name}): swapped</source>
        <translation>Nach Zug {turn} ({name}): Ablage getauscht</translation>
    </message>
    <message>
        <source>After turn {turn} ({name})</source>
        <translation>Nach Zug {turn} ({name})</translation>
    </message>
    <message>
        <source>lowest {score}</source>
        <translation>niedrigste {score}</translation>
    </message>
    <message>
        <source>lowest colour</source>
        <translation>niedrigste Farbe</translation>
    </message>
    <message>
        <source>bonus placement</source>
        <translation>Extrazug</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>Tausch</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Wie das System ({language})</translation>
    </message>
    <message>
        <source>Play quiet sounds as tiles are placed (M turns them on and off)</source>
        <translation>Leise Klänge beim Legen der Steine (M schaltet sie ein und aus)</translation>
    </message>
    <message>
        <source>Show the points a tile would score before it is placed</source>
        <translation>Die Punkte eines Spielsteins schon vor dem Legen zeigen</translation>
    </message>
    <message>
        <source>Show every player&apos;s rack face up</source>
        <translation>Die Spielsteine aller Spieler offen zeigen</translation>
    </message>
    <message>
        <source>For learning the game: with this on, nothing is hidden from anyone at the screen, including the computer players&apos; tiles.</source>
        <translation>Zum Kennenlernen des Spiels: Ist dies eingeschaltet, bleibt niemandem am Bildschirm etwas verborgen, auch nicht die Spielsteine der Computerspieler.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animationen:</translation>
    </message>
    <message>
        <source>Points preview:</source>
        <translation>Punktevorschau:</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Klänge:</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Alle Spielsteine:</translation>
    </message>
</context>
<context>
    <name>SoundCues</name>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Klänge</translation>
    </message>
    <message>
        <source>Play the table&apos;s sounds (M)</source>
        <translation>Die Klänge des Spieltischs abspielen (M)</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Klänge an</translation>
    </message>
    <message>
        <source>Sounds off</source>
        <translation>Klänge aus</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Mean lowest</source>
        <translation>Niedrigste im Mittel</translation>
    </message>
    <message>
        <source>Best lowest</source>
        <translation>Beste niedrigste</translation>
    </message>
    <message>
        <source>Marked</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation>Partien in Folge gewonnen, bis zur letzten</translation>
    </message>
    <message>
        <source>The most games won in a row</source>
        <translation>Die meisten Partien in Folge gewonnen</translation>
    </message>
    <message>
        <source>Your lowest colour at the end, on average</source>
        <translation>Deine niedrigste Farbe am Ende, im Mittel</translation>
    </message>
    <message>
        <source>Your highest lowest colour at the end of a game</source>
        <translation>Deine höchste niedrigste Farbe am Ende einer Partie</translation>
    </message>
    <message>
        <source>Games in which a turn was undone or hints were used: counted like the others</source>
        <translation>Partien, in denen ein Zug zurückgenommen oder Hinweise genutzt wurden: gezählt wie die anderen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Solo: best ten</source>
        <translation>Solo: die besten zehn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Am selben Bildschirm</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Im Netzwerk</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Die Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>Every game counted so far is forgotten: the results against each level, the solo best ten, the hot-seat players and the games at network tables. This cannot be undone.</source>
        <translation>Jede bisher gezählte Partie wird vergessen: die Ergebnisse gegen jede Spielstärke, die besten zehn Solo-Partien, die Spieler am selben Bildschirm und die Partien an Tischen im Netzwerk. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Partien.</translation>
    </message>
    <message>
        <source>undo in {count}</source>
        <translation>Zurücknahme in {count}</translation>
    </message>
    <message>
        <source>hints in {count}</source>
        <translation>Hinweise in {count}</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>No solo games yet.</source>
        <translation>Noch keine Solo-Partien.</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>Zurücknahme</translation>
    </message>
    <message>
        <source>hints</source>
        <translation>Hinweise</translation>
    </message>
</context>
<context>
    <name>SuggestionList</name>
    <message>
        <source>Suggestions:</source>
        <translation>Vorschläge:</translation>
    </message>
    <message>
        <source>{rank}: {label}</source>
        <translation>{rank}: {label}</translation>
    </message>
    <message>
        <source>{words}: what this placement adds now to your lowest colour (where colours tie at your lowest, to any of them), and the points your lowest colour is then expected to end with. Point to see it on the board, click to pick up the tile.</source>
        <translation>{words}: was dieser Zug jetzt deiner niedrigsten Farbe hinzufügt (stehen mehrere Farben gleich niedrig, irgendeiner von ihnen) und mit wie vielen Punkten deine niedrigste Farbe dann voraussichtlich endet. Zeige darauf, um ihn auf dem Brett zu sehen; klicke, um den Spielstein aufzunehmen.</translation>
    </message>
    <message>
        <source>Win chance after it: {chance}. Point to see it on the board, click to pick up the tile.</source>
        <translation>Siegchance danach: {chance}. Zeige darauf, um sie auf dem Brett zu sehen; klicke, um den Spielstein aufzunehmen.</translation>
    </message>
</context>
<context>
    <name>WinChanceBar</name>
    <message>
        <source>Expected final result: the points your lowest colour ends with</source>
        <translation>Erwartetes Endergebnis: die Punkte, mit denen deine niedrigste Farbe endet</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Siegchance</translation>
    </message>
</context>
<context>
    <name>WindowCoach</name>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>Show the coach&apos;s best placements on the board (H)</source>
        <translation>Die besten Züge des Trainers auf dem Spielplan zeigen (H)</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Partie &amp;auswerten…</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Win chances</source>
        <translation>Siegchancen</translation>
    </message>
    <message>
        <source>&amp;Win chances</source>
        <translation>&amp;Siegchancen</translation>
    </message>
    <message>
        <source>Click the hint again, or press Enter, to put the tile down there.</source>
        <translation>Klicke noch einmal auf den Tipp oder drücke die Eingabetaste, um den Spielstein dort abzulegen.</translation>
    </message>
    <message>
        <source>The coach&apos;s hint comes as soon as it is your turn.</source>
        <translation>Der Tipp des Trainers kommt, sobald du am Zug bist.</translation>
    </message>
    <message>
        <source>A hint is for the player whose turn it is to place.</source>
        <translation>Ein Tipp ist für den Spieler, der gerade am Zug ist.</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>Der Trainer denkt nach…</translation>
    </message>
    <message>
        <source>The coach&apos;s best placement is outlined in gold; the others are listed above the table.</source>
        <translation>Der beste Zug des Trainers ist golden umrandet; die anderen stehen über dem Tisch.</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Noch nicht</translation>
    </message>
    <message>
        <source>Nothing to review</source>
        <translation>Nichts auszuwerten</translation>
    </message>
    <message>
        <source>No tile has been placed in this game yet.</source>
        <translation>In dieser Partie wurde noch kein Spielstein gelegt.</translation>
    </message>
</context>
<context>
    <name>describe</name>
    <message>
        <source>Click a tile in your rack (or press 1-6) to pick it up</source>
        <translation>Klicke auf einen Stein deiner Ablage (oder drücke 1-6), um ihn aufzunehmen</translation>
    </message>
    <message>
        <source>R, right click or wheel: turn · click: place · Esc: put back</source>
        <translation>R, Rechtsklick oder Mausrad: drehen · Klick: legen · Esc: zurücklegen</translation>
    </message>
    <message>
        <source>Arrows: move · R: turn · Enter: place · Esc: put back</source>
        <translation>Pfeile: bewegen · R: drehen · Enter: legen · Esc: zurücklegen</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>niedrigsten</translation>
    </message>
    <message>
        <source>2nd lowest</source>
        <translation>zweitniedrigsten</translation>
    </message>
    <message>
        <source>3rd lowest</source>
        <translation>drittniedrigsten</translation>
    </message>
    <message>
        <source>4th lowest</source>
        <translation>viertniedrigsten</translation>
    </message>
    <message>
        <source>5th lowest</source>
        <translation>fünftniedrigsten</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>höchsten</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Ingenious!</source>
        <translation>Einfach genial!</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>Extra</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <source>bonus placement</source>
        <translation>Extrazug</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>Holes: left 1–18, right 19–36</source>
        <translation>Löcher: links 1–18, rechts 19–36</translation>
    </message>
    <message>
        <source>Holes: upper line 1–18, lower line 19–36</source>
        <translation>Löcher: obere Reihe 1–18, untere 19–36</translation>
    </message>
    <message>
        <source>Each colour&apos;s score, 0 to {cap}. The lowest colour decides the game.</source>
        <translation>Der Stand jeder Farbe, 0 bis {cap}. Die niedrigste Farbe entscheidet das Spiel.</translation>
    </message>
    <message>
        <source>Click the tile (or press 1-6) to pick it up; R turns it; Enter or a click places it</source>
        <translation>Klicke auf den Stein (oder drücke 1-6), um ihn aufzunehmen; R dreht ihn; Enter oder ein Klick legt ihn</translation>
    </message>
    <message>
        <source>tile in the bag</source>
        <translation>Stein im Beutel</translation>
    </message>
    <message>
        <source>Your turn — click when ready</source>
        <translation>Du bist dran – klicken, wenn bereit</translation>
    </message>
    <message>
        <source>Pass to {name} — click when ready</source>
        <translation>Weitergeben an {name} – klicken, wenn bereit</translation>
    </message>
    <message>
        <source>Enter or Space works too. The other players&apos; tiles stay hidden.</source>
        <translation>Enter oder Leertaste geht auch. Die Steine der anderen bleiben verdeckt.</translation>
    </message>
    <message>
        <source>Game over · {outcome}</source>
        <translation>Spielende · {outcome}</translation>
    </message>
    <message>
        <source>{status} · {notice}</source>
        <translation>{status} · {notice}</translation>
    </message>
    <message>
        <source>Your turn next</source>
        <translation>Du bist als Nächstes dran</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Weitergeben an {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <source>You may swap your rack</source>
        <translation>Du darfst deine Ablage tauschen</translation>
    </message>
    <message>
        <source>{name} may swap the rack</source>
        <translation>{name} darf die Ablage tauschen</translation>
    </message>
    <message>
        <source>Ingenious! You owe a bonus placement</source>
        <translation>Einfach genial! Du hast einen Extrazug gut</translation>
    </message>
    <message>
        <source>Ingenious! {name} owes a bonus placement</source>
        <translation>Einfach genial! {name} hat einen Extrazug gut</translation>
    </message>
    <message>
        <source>Your turn to place a tile · first round: touch a printed symbol no tile touches yet</source>
        <translation>Du bist am Zug · erste Runde: an ein aufgedrucktes Symbol legen, an das noch kein Stein grenzt</translation>
    </message>
    <message>
        <source>{name} to place a tile · first round: touch a printed symbol no tile touches yet</source>
        <translation>{name} ist am Zug · erste Runde: an ein aufgedrucktes Symbol legen, an das noch kein Stein grenzt</translation>
    </message>
    <message>
        <source>Your turn to place a tile</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>{name} to place a tile</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>Solo result {result}</source>
        <translation>Solo-Ergebnis {result}</translation>
    </message>
    <message>
        <source>{names} share first place</source>
        <translation>{names} teilen sich den ersten Platz</translation>
    </message>
    <message>
        <source>{team} win</source>
        <translation>{team} gewinnen</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Du gewinnst</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <source>Hints you used: {count}</source>
        <translation>Deine Tipps: {count}</translation>
    </message>
    <message>
        <source>Hints used by {name}: {count}</source>
        <translation>Von {name} genutzte Tipps: {count}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>You swapped your rack</source>
        <translation>Du hast deine Ablage getauscht</translation>
    </message>
    <message>
        <source>{name} swapped the rack</source>
        <translation>{name} hat die Ablage getauscht</translation>
    </message>
    <message>
        <source>You have no tile left for the bonus placement</source>
        <translation>Du hast keinen Stein mehr für den Extrazug</translation>
    </message>
    <message>
        <source>{name} has no tile left for the bonus placement</source>
        <translation>{name} hat keinen Stein mehr für den Extrazug</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {reason}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The statistics could not be reset: {reason}</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: {reason}</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({reason}) nor set aside, so it is left as it is and this game is not counted.</source>
        <translation>Die Statistikdatei {file} konnte weder gelesen ({reason}) noch beiseitegelegt werden; sie bleibt, wie sie ist, und diese Partie wird nicht gezählt.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}). It was kept as {file} in the same folder, and the statistics start afresh.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden ({reason}). Sie wurde als {file} im selben Ordner aufbewahrt, und die Statistik beginnt neu.</translation>
    </message>
    <message>
        <source>{colour} reached {score}</source>
        <translation>{colour} hat {score} erreicht</translation>
    </message>
    <message>
        <source>{marks} · bonus placement!</source>
        <translation>{marks} · Extrazug!</translation>
    </message>
    <message>
        <source>Game over: {outcome}</source>
        <translation>Spielende: {outcome}</translation>
    </message>
    <message>
        <source>Not here: this is outside the board of this game</source>
        <translation>Nicht hier: Das liegt außerhalb des Spielbretts dieser Partie</translation>
    </message>
    <message>
        <source>Not here: a tile covers two neighbouring cells</source>
        <translation>Nicht hier: Ein Spielstein bedeckt zwei benachbarte Felder</translation>
    </message>
    <message>
        <source>Not here: one of these cells is already occupied</source>
        <translation>Nicht hier: Eines dieser Felder ist schon belegt</translation>
    </message>
    <message>
        <source>Not here: in the first round a tile must touch a printed symbol that no tile touches yet</source>
        <translation>Nicht hier: In der ersten Runde muss ein Spielstein ein aufgedrucktes Symbol berühren, das noch kein Stein berührt</translation>
    </message>
    <message>
        <source>Not here: this would leave an isolated cell, an empty cell with no empty neighbour</source>
        <translation>Nicht hier: Das ließe ein isoliertes Feld zurück, ein leeres Feld ohne leeren Nachbarn</translation>
    </message>
    <message>
        <source>Not allowed: it is not your turn to place</source>
        <translation>Nicht erlaubt: Du bist nicht am Zug</translation>
    </message>
    <message>
        <source>Not allowed: a swap needs a rack with no tile of the lowest colour ({colours})</source>
        <translation>Nicht erlaubt: Tauschen darf nur, wer keinen Stein der niedrigsten Farbe ({colours}) in der Ablage hat</translation>
    </message>
    <message>
        <source>Event {number} of the file breaks a rule. {rule}</source>
        <translation>Ereignis {number} der Datei verstößt gegen eine Spielregel. {rule}</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Das ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>It is a named pipe, not a file.</source>
        <translation>Das ist eine benannte Pipe, keine Datei.</translation>
    </message>
    <message>
        <source>It is a socket, not a file.</source>
        <translation>Das ist ein Socket, keine Datei.</translation>
    </message>
    <message>
        <source>It is a device, not a file.</source>
        <translation>Das ist ein Gerät, keine Datei.</translation>
    </message>
    <message>
        <source>It is a special file, not a regular file.</source>
        <translation>Das ist eine Spezialdatei, keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <source>There is no such file: it may have been moved, renamed or deleted.</source>
        <translation>Diese Datei gibt es nicht: Vielleicht wurde sie verschoben, umbenannt oder gelöscht.</translation>
    </message>
    <message>
        <source>This program is not allowed to read it.</source>
        <translation>Dieses Programm darf die Datei nicht lesen.</translation>
    </message>
    <message>
        <source>It cannot be read: {reason}</source>
        <translation>Die Datei kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>It is not JSON text, as a saved game is.</source>
        <translation>Die Datei enthält keinen JSON-Text, wie ihn ein gespeichertes Spiel enthält.</translation>
    </message>
    <message>
        <source>It is not JSON text, as a saved game is: reading stops at line {line}, column {column}.</source>
        <translation>Die Datei enthält keinen JSON-Text, wie ihn ein gespeichertes Spiel enthält: Das Lesen bricht in Zeile {line}, Spalte {column} ab.</translation>
    </message>
    <message>
        <source>It does not say which version of the format it is written in; this program reads version {supported}.</source>
        <translation>Die Datei sagt nicht, in welcher Version des Formats sie geschrieben ist; dieses Programm liest Version {supported}.</translation>
    </message>
    <message>
        <source>It is written in version {version} of the format; this program reads version {supported}.</source>
        <translation>Die Datei ist in Version {version} des Formats geschrieben; dieses Programm liest Version {supported}.</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>The “{key}” of player {number} must be {kind}.</source>
        <translation>„{key}“ von Spieler {number} muss {kind} sein.</translation>
    </message>
    <message>
        <source>The “{key}” of event {number} must be {kind}.</source>
        <translation>„{key}“ von Ereignis {number} muss {kind} sein.</translation>
    </message>
    <message>
        <source>The file’s “{key}” must be {kind}.</source>
        <translation>„{key}“ der Datei muss {kind} sein.</translation>
    </message>
    <message>
        <source>It is larger than {limit} KiB, far larger than a saved game.</source>
        <translation>Die Datei ist größer als {limit} KiB, viel größer als ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>It is {encoding} text; a saved game is UTF-8 text.</source>
        <translation>Die Datei ist {encoding}-Text; ein gespeichertes Spiel ist UTF-8-Text.</translation>
    </message>
    <message>
        <source>It is not UTF-8 text (byte {byte} at position {offset}); a saved game is UTF-8 text.</source>
        <translation>Die Datei ist kein UTF-8-Text (Byte {byte} an Position {offset}); ein gespeichertes Spiel ist UTF-8-Text.</translation>
    </message>
    <message>
        <source>Its JSON is nested too deeply to be a saved game.</source>
        <translation>Das JSON der Datei ist zu tief verschachtelt für ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>It is JSON, but not the JSON object a saved game is.</source>
        <translation>Die Datei ist JSON, aber nicht das JSON-Objekt, das ein gespeichertes Spiel ist.</translation>
    </message>
    <message>
        <source>It is JSON, but not a saved game of this program: its “format” is not “{format}”.</source>
        <translation>Die Datei ist JSON, aber kein gespeichertes Spiel dieses Programms: Ihr „format“ ist nicht „{format}“.</translation>
    </message>
    <message>
        <source>Player {number} of the file is not a JSON object.</source>
        <translation>Spieler {number} der Datei ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>The name of player {number} is not text: it holds a lone surrogate escape, which is no character.</source>
        <translation>Der Name von Spieler {number} ist kein Text: Er enthält ein einzelnes Surrogat-Escape, das kein Zeichen ist.</translation>
    </message>
    <message>
        <source>Player {number} is of the kind “{kind}”; a player is “human” or “ai”.</source>
        <translation>Spieler {number} ist von der Art „{kind}“; ein Spieler ist „human“ oder „ai“.</translation>
    </message>
    <message>
        <source>Player {number} plays at the level “{level}”; the levels are “easy”, “medium” and “hard”.</source>
        <translation>Spieler {number} spielt auf der Stufe „{level}“; die Stufen sind „easy“, „medium“ und „hard“.</translation>
    </message>
    <message>
        <source>Event {number} of the file is not a JSON object.</source>
        <translation>Ereignis {number} der Datei ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>Event {number} names no seat of this game: its “player” must be from 0 to {last}.</source>
        <translation>Ereignis {number} nennt keinen Platz dieses Spiels: Sein „player“ muss zwischen 0 und {last} liegen.</translation>
    </message>
    <message>
        <source>The “tiles” of event {number} must be a list of tiles, each a string.</source>
        <translation>„tiles“ von Ereignis {number} muss eine Liste von Steinen sein, jeder eine Zeichenkette.</translation>
    </message>
    <message>
        <source>The “at” of event {number} must be two cells, each [q, r] in whole numbers.</source>
        <translation>„at“ von Ereignis {number} muss zwei Felder angeben, jedes als [q, r] in ganzen Zahlen.</translation>
    </message>
    <message>
        <source>Event {number} is of the type “{type}”; an event is “draw”, “place” or “swap”.</source>
        <translation>Ereignis {number} ist vom Typ „{type}“; ein Ereignis ist „draw“, „place“ oder „swap“.</translation>
    </message>
    <message>
        <source>Not allowed: the game is over</source>
        <translation>Nicht erlaubt: Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Not allowed: this is not a move of the game</source>
        <translation>Nicht erlaubt: Das ist kein Spielzug</translation>
    </message>
    <message>
        <source>Not allowed: a tile must be placed before the rack is refilled</source>
        <translation>Nicht erlaubt: Erst wird ein Stein gelegt, dann die Ablage aufgefüllt</translation>
    </message>
    <message>
        <source>Not allowed: a swap comes at the end of a turn, after the placements</source>
        <translation>Nicht erlaubt: Getauscht wird am Ende des Zuges, nach dem Legen</translation>
    </message>
    <message>
        <source>Not allowed: there is no swap in this variant</source>
        <translation>Nicht erlaubt: In dieser Variante wird nicht getauscht</translation>
    </message>
    <message>
        <source>Not allowed: the rack has already been swapped this turn</source>
        <translation>Nicht erlaubt: Die Ablage wurde in diesem Zug schon getauscht</translation>
    </message>
    <message>
        <source>Not allowed: the bag is empty, so there is nothing to swap for</source>
        <translation>Nicht erlaubt: Der Beutel ist leer, es gibt nichts zum Eintauschen</translation>
    </message>
    <message>
        <source>Not allowed: the game starts with the tiles dealt, a rack for each player</source>
        <translation>Nicht erlaubt: Das Spiel beginnt mit dem Austeilen, eine Ablage für jeden Spieler</translation>
    </message>
    <message>
        <source>Not allowed: the turn ends with refilling the rack, not with another placement</source>
        <translation>Nicht erlaubt: Der Zug endet mit dem Auffüllen der Ablage, nicht mit einem weiteren Stein</translation>
    </message>
    <message>
        <source>Not allowed: it is your turn, not {other}’s</source>
        <translation>Nicht erlaubt: Du bist am Zug, nicht {other}</translation>
    </message>
    <message>
        <source>Not allowed: it is {name}’s turn</source>
        <translation>Nicht erlaubt: {name} ist am Zug</translation>
    </message>
    <message>
        <source>Not allowed: the {colour}/{other_colour} tile is not in the bag</source>
        <translation>Nicht erlaubt: Der Stein in {colour} und {other_colour} ist nicht im Beutel</translation>
    </message>
    <message>
        <source>Not allowed: the {colour}/{other_colour} tile is not in your rack</source>
        <translation>Nicht erlaubt: Der Stein in {colour} und {other_colour} liegt nicht in deiner Ablage</translation>
    </message>
    <message>
        <source>Not allowed: the {colour}/{other_colour} tile is not in {name}’s rack</source>
        <translation>Nicht erlaubt: Der Stein in {colour} und {other_colour} liegt nicht in der Ablage von {name}</translation>
    </message>
    <message>
        <source>Not allowed: “{variant}” is not a variant this program knows</source>
        <translation>Nicht erlaubt: „{variant}“ ist keine Variante, die dieses Programm kennt</translation>
    </message>
    <message>
        <source>Not allowed: “{letter}” is not the letter of a colour</source>
        <translation>Nicht erlaubt: „{letter}“ ist kein Buchstabe einer Farbe</translation>
    </message>
    <message>
        <source>Not allowed: “{tile}” is not a tile</source>
        <translation>Nicht erlaubt: „{tile}“ ist kein Spielstein</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>⇄ new rack</source>
        <translation>⇄ neue Ablage</translation>
    </message>
    <message>
        <source>Computer ({level}) for {name}</source>
        <translation>Computer ({level}) für {name}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <source>You swap: your whole rack is set aside for six new tiles</source>
        <translation>Du tauschst: deine ganze Ablage kommt beiseite, sechs neue Steine kommen</translation>
    </message>
    <message>
        <source>{name} swaps: the whole rack is set aside for six new tiles</source>
        <translation>{name} tauscht: die ganze Ablage kommt beiseite, sechs neue Steine kommen</translation>
    </message>
    <message>
        <source>{colour} +{points}, {other_colour} +{other_points}</source>
        <translation>{colour} +{points}, {other_colour} +{other_points}</translation>
    </message>
    <message>
        <source>{colour} reaches {score}</source>
        <translation>{colour} erreicht {score}</translation>
    </message>
    <message>
        <source>{placement} — Ingenious! {marks}</source>
        <translation>{placement} – Einfach genial! {marks}</translation>
    </message>
    <message>
        <source>You place {tile} (bonus placement): {scored}</source>
        <translation>Du legst {tile} (Extrazug): {scored}</translation>
    </message>
    <message>
        <source>You place {tile}: {scored}</source>
        <translation>Du legst {tile}: {scored}</translation>
    </message>
    <message>
        <source>{name} places {tile} (bonus placement): {scored}</source>
        <translation>{name} legt {tile} (Extrazug): {scored}</translation>
    </message>
    <message>
        <source>{name} places {tile}: {scored}</source>
        <translation>{name} legt {tile}: {scored}</translation>
    </message>
    <message>
        <source>You may set your whole rack aside and draw six new tiles, or keep your tiles and refill the rack as usual.</source>
        <translation>Du darfst deine ganze Ablage beiseitelegen und sechs neue Steine ziehen oder deine Steine behalten und die Ablage wie üblich auffüllen.</translation>
    </message>
    <message>
        <source>Replay of a finished game · turn {turn} of {turns} · {status}</source>
        <translation>Wiederholung einer beendeten Partie · Zug {turn} von {turns} · {status}</translation>
    </message>
    <message>
        <source>Replay of an unfinished game · turn {turn} of {turns} · {status}</source>
        <translation>Wiederholung einer unbeendeten Partie · Zug {turn} von {turns} · {status}</translation>
    </message>
    <message>
        <source>turn {turn} of {turns} · every rack face up</source>
        <translation>Zug {turn} von {turns} · alle Ablagen offen</translation>
    </message>
    <message>
        <source>A new game goes on from the position shown, with the same tiles in every rack. Choose who plays each seat; the saved game is not changed.</source>
        <translation>Eine neue Partie geht von der gezeigten Stellung aus weiter, mit denselben Spielsteinen auf jeder Ablage. Wähle, wer jeden Platz spielt; die gespeicherte Partie bleibt unverändert.</translation>
    </message>
    <message>
        <source>This game is not finished. The replay shows every player&apos;s rack, tiles that are still hidden in the game.</source>
        <translation>Diese Partie ist nicht beendet. Die Wiederholung zeigt die Ablage jedes Spielers, also Spielsteine, die in der Partie noch verdeckt sind.</translation>
    </message>
    <message>
        <source>Your three lowest colours, two digits each, lowest first (the best is 363636).</source>
        <translation>Deine drei niedrigsten Farben, je zwei Ziffern, die niedrigste zuerst (das Beste ist 363636).</translation>
    </message>
    <message>
        <source>Each player&apos;s colours from lowest to highest: the lowest colour decides, then the next.</source>
        <translation>Die Farben jedes Spielers von der niedrigsten zur höchsten: Die niedrigste Farbe entscheidet, dann die nächste.</translation>
    </message>
    <message>
        <source>Your rack has no tile showing your lowest colour ({colour}).</source>
        <translation>Deine Ablage hat keinen Stein mit deiner niedrigsten Farbe ({colour}).</translation>
    </message>
    <message>
        <source>Your rack has no tile showing your lowest colours ({colours}).</source>
        <translation>Deine Ablage hat keinen Stein mit deinen niedrigsten Farben ({colours}).</translation>
    </message>
    <message>
        <source>all six colours at the top: an instant win</source>
        <translation>alle sechs Farben ganz oben: sofortiger Sieg</translation>
    </message>
    <message>
        <source>This name holds characters a table does not take (control or direction marks, or too many accents on one letter): type it without them.</source>
        <translation>Dieser Name enthält Zeichen, die ein Tisch nicht annimmt (Steuer- oder Richtungszeichen oder zu viele Akzente auf einem Buchstaben): Gib ihn ohne sie ein.</translation>
    </message>
    <message>
        <source>This name shows nothing (only blank or invisible characters): type a name the others can see.</source>
        <translation>Dieser Name zeigt nichts (nur leere oder unsichtbare Zeichen): Gib einen Namen ein, den die anderen sehen können.</translation>
    </message>
    <message>
        <source>Connected: table {code}</source>
        <translation>Verbunden: Tisch {code}</translation>
    </message>
    <message>
        <source>Connection lost: connecting again…</source>
        <translation>Verbindung verloren: verbinde erneut …</translation>
    </message>
    <message>
        <source>No answer from the server for {minutes}:{seconds:02d}: connecting again…</source>
        <translation>Keine Antwort vom Server seit {minutes}:{seconds:02d}: verbinde erneut …</translation>
    </message>
    <message>
        <source>The table&apos;s server may have stopped (its host may have closed the game). Game ▸ Leave the network table… lets you play on this computer instead.</source>
        <translation>Der Server des Tisches läuft vielleicht nicht mehr (sein Gastgeber hat das Spiel womöglich beendet). Mit Spiel ▸ Tisch im Netzwerk verlassen… spielst du stattdessen auf diesem Computer.</translation>
    </message>
    <message>
        <source>Network table {code}, game {number}</source>
        <translation>Tisch im Netzwerk {code}, Spiel {number}</translation>
    </message>
    <message>
        <source>Network table {code}</source>
        <translation>Tisch im Netzwerk {code}</translation>
    </message>
    <message>
        <source>You left the network table: the computer plays your seat there to the end.</source>
        <translation>Du hast den Tisch im Netzwerk verlassen: Der Computer spielt deinen Platz dort bis zum Ende.</translation>
    </message>
    <message>
        <source>You left the network table while its server was not answering: your seat is kept, and offered when this program starts next.</source>
        <translation>Du hast den Tisch im Netzwerk verlassen, während sein Server nicht antwortete: Dein Platz bleibt für dich frei und wird beim nächsten Start angeboten.</translation>
    </message>
    <message>
        <source>The server keeps this game; at its end it is kept here with every rack, and may then be saved.</source>
        <translation>Der Server bewahrt dieses Spiel auf; an seinem Ende wird es hier mit allen Ablagen aufbewahrt und kann dann gespeichert werden.</translation>
    </message>
    <message>
        <source>The server cannot save the game right now: moves wait until it can.</source>
        <translation>Der Server kann gerade nicht speichern: Züge warten, bis es geht.</translation>
    </message>
    <message>
        <source>Server cannot save: moves wait</source>
        <translation>Server kann nicht speichern: Züge warten</translation>
    </message>
    <message>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>away {minutes}:{seconds:02d}</source>
        <translation>abwesend {minutes}:{seconds:02d}</translation>
    </message>
    <message>
        <source>Waiting for {name} ({minutes}:{seconds:02d})</source>
        <translation>Warten auf {name} ({minutes}:{seconds:02d})</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>{name}, computer ({level})</source>
        <translation>{name}, Computer ({level})</translation>
    </message>
    <message>
        <source>{name} left: a computer plays</source>
        <translation>{name} ist gegangen: Ein Computer spielt</translation>
    </message>
    <message>
        <source>Open: a friend, or a computer when the game starts</source>
        <translation>Offen: ein Freund, oder ein Computer, wenn das Spiel beginnt</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>Warten auf einen Freund …</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (abwesend)</translation>
    </message>
    <message>
        <source>Partners: seats {a} and {b} play together, against seats {c} and {d}.</source>
        <translation>Partner: Die Plätze {a} und {b} spielen zusammen, gegen die Plätze {c} und {d}.</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>The network game at table {code} on {address} was not finished, and your seat is kept for you. Take it back?</source>
        <translation>Das Netzwerkspiel an Tisch {code} auf {address} wurde nicht beendet, und dein Platz ist für dich freigehalten. Wieder einnehmen?</translation>
    </message>
    <message>
        <source>Nothing answers at {address}: check the address, and that the host&apos;s game is open.</source>
        <translation>Unter {address} antwortet nichts: Prüfe die Adresse und ob das Spiel des Gastgebers geöffnet ist.</translation>
    </message>
    <message>
        <source>What answers at {address} is not a table of this game: check the address.</source>
        <translation>Was unter {address} antwortet, ist kein Tisch dieses Spiels: Prüfe die Adresse.</translation>
    </message>
    <message>
        <source>No table on that server has this code.</source>
        <translation>Kein Tisch auf diesem Server hat diesen Code.</translation>
    </message>
    <message>
        <source>Every seat for a person at that table is taken.</source>
        <translation>Jeder Platz für einen Menschen an diesem Tisch ist besetzt.</translation>
    </message>
    <message>
        <source>That server speaks another version of the network game: update both programs.</source>
        <translation>Dieser Server spricht eine andere Version des Netzwerkspiels: Bringt beide Programme auf den neuesten Stand.</translation>
    </message>
    <message>
        <source>The server refused: {reason}</source>
        <translation>Der Server hat abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>This server does not offer rematches: start a new table for another game.</source>
        <translation>Dieser Server bietet keine Revanche an: Eröffne für ein weiteres Spiel einen neuen Tisch.</translation>
    </message>
    <message>
        <source>{name} left the table: the computer plays that seat to the end.</source>
        <translation>{name} hat den Tisch verlassen: Der Computer spielt diesen Platz bis zum Ende.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>Der Computer spielt für {name}, bis er oder sie zurückkommt.</translation>
    </message>
    <message>
        <source>{name} is back and plays again.</source>
        <translation>{name} ist zurück und spielt wieder.</translation>
    </message>
    <message>
        <source>{name} wants a rematch.</source>
        <translation>{name} möchte eine Revanche.</translation>
    </message>
    <message>
        <source>You asked for a rematch: it begins when everyone at the table has.</source>
        <translation>Du hast um eine Revanche gebeten: Sie beginnt, sobald alle am Tisch darum gebeten haben.</translation>
    </message>
    <message>
        <source>The rematch has begun.</source>
        <translation>Die Revanche hat begonnen.</translation>
    </message>
    <message>
        <source>Seat at table {code} given up, but its server was not reached: the others may let the computer play it ({reason}).</source>
        <translation>Platz an Tisch {code} aufgegeben, aber sein Server war nicht erreichbar: Die anderen können ihn vom Computer spielen lassen ({reason}).</translation>
    </message>
    <message>
        <source>{host} · {address}, table {code}
{game}, {free}</source>
        <translation>{host} · {address}, Tisch {code}
{game}, {free}</translation>
    </message>
    <message>
        <source>No tables found nearby</source>
        <translation>Keine Tische in der Nähe gefunden</translation>
    </message>
    <message>
        <source>This server does not offer the coach at its tables: it stays off.</source>
        <translation>Dieser Server bietet an seinen Tischen keinen Trainer an: Er bleibt aus.</translation>
    </message>
    <message>
        <source>The coach is off in this network game: it is on only if everyone at the table agreed to it before the game began.</source>
        <translation>Der Trainer ist in diesem Netzwerkspiel aus: Er hilft nur, wenn alle am Tisch vor Spielbeginn zugestimmt haben.</translation>
    </message>
    <message>
        <source>In a network game the review opens when the server has sent the whole game at its end: until then the others&apos; racks are hidden.</source>
        <translation>In einem Netzwerkspiel öffnet sich die Auswertung, wenn der Server am Ende das ganze Spiel geschickt hat: Bis dahin sind die Ablagen der anderen verdeckt.</translation>
    </message>
    <message>
        <source>You propose the coach (hints and win chances). It is on only if everyone at the table has agreed when you start the game.</source>
        <translation>Du schlägst den Trainer vor (Tipps und Gewinnchancen). Er hilft nur, wenn alle am Tisch zugestimmt haben, wenn du das Spiel startest.</translation>
    </message>
    <message>
        <source>The host proposes the coach (hints and win chances). It is on only if everyone at the table has agreed when the game starts.</source>
        <translation>Der Gastgeber schlägt den Trainer vor (Tipps und Gewinnchancen). Er hilft nur, wenn alle am Tisch zugestimmt haben, wenn das Spiel beginnt.</translation>
    </message>
    <message>
        <source>Agreed so far: {names}</source>
        <translation>Bisher einverstanden: {names}</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>travel edition</source>
        <translation>Reiseausgabe</translation>
    </message>
    <message>
        <source>team play</source>
        <translation>Teamspiel</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Settings not read</source>
        <translation>Einstellungen nicht gelesen</translation>
    </message>
    <message>
        <source>{problem}

The game starts with the default settings and cannot keep changes to them until the file is fixed.</source>
        <translation>{problem}

Das Spiel startet mit den Standardeinstellungen und kann Änderungen daran erst speichern, wenn die Datei repariert ist.</translation>
    </message>
    <message>
        <source>The settings file {file} is not one this game wrote ({reason}). It is kept, unchanged, as
{kept}

The game starts with the default settings.</source>
        <translation>Die Einstellungsdatei {file} stammt nicht von diesem Spiel ({reason}). Sie bleibt unverändert erhalten als
{kept}

Das Spiel beginnt mit den Standardeinstellungen.</translation>
    </message>
    <message>
        <source>No autosave</source>
        <translation>Kein automatisches Speichern</translation>
    </message>
    <message>
        <source>The folder for the autosave and the statistics cannot be made:
{folder}
({error})

You can play, but this session is not autosaved and its games are not counted in the statistics. Save a game you want to keep (Game ▸ Save).</source>
        <translation>Der Ordner für die automatische Speicherung und die Statistik kann nicht angelegt werden:
{folder}
({error})

Du kannst spielen, aber diese Sitzung wird nicht automatisch gespeichert, und ihre Spiele zählen nicht für die Statistik. Speichere ein Spiel, das du behalten willst (Spiel ▸ Speichern).</translation>
    </message>
    <message>
        <source>More unfinished games</source>
        <translation>Weitere nicht beendete Spiele</translation>
    </message>
    <message>
        <source>Another copy of Ingenious Desktop also left a game unfinished. Each such game is kept as a file of its own, listed under Game ▸ Open recent:
{files}</source>
        <translation>Eine andere Kopie von Ingenious Desktop hat ebenfalls ein Spiel nicht beendet. Jedes solche Spiel wird als eigene Datei aufbewahrt und steht unter Spiel ▸ Zuletzt geöffnet:
{files}</translation>
    </message>
    <message>
        <source>The computer players cannot start</source>
        <translation>Die Computerspieler können nicht starten</translation>
    </message>
    <message>
        <source>{error}

Ingenious Desktop is damaged: please install it again.</source>
        <translation>{error}

Ingenious Desktop ist beschädigt: bitte installiere es neu.</translation>
    </message>
    <message>
        <source>The last game ({variant}: {names}) was not finished.</source>
        <translation>Das letzte Spiel ({variant}: {names}) wurde nicht beendet.</translation>
    </message>
    <message>
        <source>The last game&apos;s autosave could not be read:
{error}</source>
        <translation>Die automatische Speicherung des letzten Spiels konnte nicht gelesen werden:
{error}</translation>
    </message>
    <message>
        <source>Autosave unreadable</source>
        <translation>Automatische Speicherung unlesbar</translation>
    </message>
    <message>
        <source>{problem}

It could not be moved aside ({error}), so it is left as it is and this session is not autosaved:
{file}</source>
        <translation>{problem}

Sie konnte nicht beiseitegelegt werden ({error}); sie bleibt unverändert, und diese Sitzung wird nicht automatisch gespeichert:
{file}</translation>
    </message>
    <message>
        <source>{problem}

It is kept, unchanged, as
{file}

The next autosave is written beside it.</source>
        <translation>{problem}

Sie bleibt unverändert erhalten als
{file}

Die nächste automatische Speicherung wird daneben geschrieben.</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Unbeendetes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>{question}

Play on with it?</source>
        <translation>{question}

Weiterspielen?</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>opponents</name>
    <message>
        <source>A beginner who likes to sit on the line you need most.</source>
        <translation>Ein Anfänger, der sich gern auf die Linie setzt, die du am dringendsten brauchst.</translation>
    </message>
    <message>
        <source>A beginner who chases 18s, even when another colour is falling behind.</source>
        <translation>Ein Anfänger, der der 18 nachjagt, auch wenn eine andere Farbe zurückfällt.</translation>
    </message>
    <message>
        <source>A beginner who tries to keep all six colours together.</source>
        <translation>Ein Anfänger, der alle sechs Farben beisammenhalten will.</translation>
    </message>
    <message>
        <source>Plays for points, and when two placements are close, shuts the line your weakest colour needs.</source>
        <translation>Spielt auf Punkte, und wenn zwei Züge fast gleich gut sind, schließt er die Linie, die deine schwächste Farbe braucht.</translation>
    </message>
    <message>
        <source>Races colours to 18 and strings bonus placements together.</source>
        <translation>Treibt Farben bis 18 und reiht Extrazüge aneinander.</translation>
    </message>
    <message>
        <source>Steady: keeps its colours level and rarely lets one lag.</source>
        <translation>Beständig: hält die eigenen Farben gleichauf und lässt selten eine zurück.</translation>
    </message>
    <message>
        <source>Sees which colour you need and shuts its lines before you get there.</source>
        <translation>Erkennt, welche Farbe du brauchst, und schließt ihre Linien, bevor du hinkommst.</translation>
    </message>
    <message>
        <source>Plans bonus chains: an 18 now, another placement at once.</source>
        <translation>Plant Extrazug-Ketten: jetzt eine 18, sofort der nächste Zug.</translation>
    </message>
    <message>
        <source>Patient and balanced: leaves you no weak colour to exploit.</source>
        <translation>Geduldig und ausgewogen: lässt dir keine schwache Farbe zum Ausnutzen.</translation>
    </message>
    <message>
        <source>No particular style</source>
        <translation>Ohne besonderen Stil</translation>
    </message>
    <message>
        <source>Plays the level&apos;s own game, with no habit you could learn to expect.</source>
        <translation>Spielt das Spiel seiner Stufe, ohne Eigenheit, auf die du dich einstellen könntest.</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
</context>
</TS>
